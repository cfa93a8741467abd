import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const ptBR: TextsOf<typeof zhCN> = {
  title: 'Vínculos da conta',
  phone: 'Celular',
  weChat: 'WeChat',
  notBound: 'Não vinculado',
  weChatBoundAs: 'Vinculado: {{nickname}} ({{time}})',
  bind: 'Vincular',
  change: 'Trocar',
  unbind: 'Desvincular',
  noPasswordHint:
    'Esta conta não tem senha: o celular é a única forma de entrar e não pode ser desvinculado.',
  phoneTitle: 'Vincular celular',
  newPhone: 'Novo celular',
  phoneRequired: 'Informe o celular',
  phoneFormat: 'Informe um celular válido',
  codeRequired: 'Informe o código',
  phoneBound: 'Celular vinculado',
  unbindPhoneTitle: 'Desvincular o celular {{phone}}?',
  unbindPhoneContent: 'Você não poderá mais entrar por SMS com este número.',
  phoneUnbound: 'Celular desvinculado',
  weChatTitle: 'Vincular WeChat',
  weChatOpened:
    'A página de autorização do WeChat (sandbox) abriu em uma nova janela. Clique em “Autorizar” lá e volte para concluir.',
  weChatReopen: 'Abrir a página de autorização de novo',
  weChatDone: 'Já autorizei',
  weChatBound: 'WeChat vinculado',
  unbindWeChatTitle: 'Desvincular a conta WeChat “{{nickname}}”?',
  weChatUnbound: 'WeChat desvinculado',
  cancel: 'Cancelar',
  systemError: 'Erro do sistema, tente novamente mais tarde',
};
