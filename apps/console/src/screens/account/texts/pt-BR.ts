import type { Texts } from './zh-CN';

/** The account screens' texts in pt-BR: exactly the zh-CN keys. */
export const ptBR: Texts = {
  center: {
    profile: 'Perfil',
    loginName: 'Login',
    userName: 'Nome do usuário',
    dept: 'Departamento',
    role: 'Perfil de acesso',
    phone: 'Celular',
    recentLogins: 'Acessos recentes',
    loginTime: 'Hora do acesso',
    ipaddr: 'Endereço IP',
    loginLocation: 'Local',
    deviceType: 'Dispositivo',
    browser: 'Navegador',
    os: 'Sistema operacional',
    loadFailed: 'Não foi possível carregar',
    retry: 'Tentar novamente',
  },
  base: {
    title: 'Configurações básicas',
    email: 'E-mail',
    sex: 'Sexo',
    male: 'Masculino',
    female: 'Feminino',
    unknown: 'Não informado',
    save: 'Salvar',
    saved: 'Salvo',
    nameRequired: 'Informe o nome do usuário',
    mobileRule: 'Informe um celular válido',
    emailRule: 'Informe um e-mail válido',
    systemError: 'Erro do sistema, tente novamente mais tarde',
  },
  security: {
    title: 'Configurações de segurança',
    password: 'Senha da conta',
    passwordHint: 'Depois da troca a sessão termina; entre novamente com a nova senha',
    change: 'Alterar',
  },
};
