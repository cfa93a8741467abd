import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const ptBR: TextsOf<typeof zhCN> = {
  title: 'Notificações de novas mensagens',
  hint: 'Guardadas no servidor; o canal ao vivo as segue: alertas que você não recebe não são enviados, alertas sem voz aparecem sem ser lidos em voz alta.',
  kinds: {
    customerService: 'Pedidos de atendimento',
    newOrder: 'Novos pedidos',
    reminder: 'Cobranças',
    info: 'Outros avisos',
  },
  kindHints: {
    customerService: 'Quando um pedido solicita atendimento',
    newOrder: 'Quando uma empresa faz um novo pedido de cliente',
    reminder: 'Quando um cliente cobra um pedido',
    info: 'Despachos, conclusões, resultados de aprovação e outras mensagens',
  },
  receive: 'Receber',
  speak: 'Voz',
  receiveOf: 'Receber {{kind}}',
  speakOf: 'Voz para {{kind}}',
  neverSpoken: 'Sem voz',
  save: 'Salvar',
  saved: 'Salvo',
  systemError: 'Erro do sistema, tente novamente mais tarde',
};
