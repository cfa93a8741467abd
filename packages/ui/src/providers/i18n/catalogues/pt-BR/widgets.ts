import type { UiCatalogue } from '../types';

export const widgets: UiCatalogue['widgets'] = {
  common: {
    saveSuccess: 'Salvo com sucesso',
    systemError: 'Erro do sistema, tente novamente mais tarde',
    retry: 'Tentar novamente',
    save: 'Salvar',
    cancel: 'Cancelar',
  },
  language: {
    menu: 'Idioma',
    current: 'Idioma: {{language}}',
  },
  tabs: {
    lastTab: 'Esta é a última aba e não pode ser fechada',
    noneLeft: 'Não há abas à esquerda',
    noneRight: 'Não há abas à direita',
    closeCurrent: 'Fechar esta aba',
    closeRight: 'Fechar abas à direita',
    closeLeft: 'Fechar abas à esquerda',
    closeAll: 'Fechar todas as abas',
    close: 'Fechar aba',
    more: 'Ações das abas',
    list: 'Páginas abertas',
  },
  pdf: {
    previous: 'Página anterior',
    next: 'Próxima página',
    counter: 'Página {{page}} de {{total}}',
    page: 'Página {{page}}',
    loading: 'Carregando o arquivo…',
    loadFailed: 'Não foi possível carregar o arquivo',
    loadFailedHint:
      'O arquivo não existe ou está danificado. Tente novamente mais tarde ou fale com um administrador.',
    defaultTitle: 'Visualização do PDF',
  },
  demand: {
    title: 'Configuração da demanda',
    stepModels: 'Modelos relacionados',
    stepOrderTypes: 'Tipos de ordem relacionados',
    relaType: 'Relação',
    link: 'Vincular',
    exclude: 'Excluir',
    models: 'Modelos',
    orderTypes: 'Tipos de ordem',
    noModels: 'Nenhum modelo ainda',
    noOrderTypes: 'Nenhum tipo de ordem ainda',
    loadFailed: 'Não foi possível carregar a configuração da demanda',
  },
  notice: {
    label: 'Notificações',
    title: 'Notificações',
    empty: 'Nenhuma notificação ainda',
    clear: 'Limpar',
    closeAlerts: 'Fechar todos os alertas ({{count}})',
  },
  table: {
    total: 'Total de itens: {{total}}',
    loadFailed: 'Não foi possível carregar os dados',
  },
  exception: {
    forbidden: 'Você não tem acesso a esta página',
    notFound: 'Esta página não existe ou ainda está em desenvolvimento',
    serverError: 'Ocorreu um erro no servidor',
    backHome: 'Voltar ao início',
  },
};
