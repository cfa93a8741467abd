import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const ptBR: TextsOf<typeof zhCN> = {
  title: 'Monitor',
  figures: 'Pedidos agora',
  updatedAt: 'Atualizado às {{time}}; atualiza a cada minuto e a cada alerta ao vivo',
  refresh: 'Atualizar',
  toDispatch: 'A despachar',
  dispatched: 'Despachados',
  inService: 'Em atendimento',
  overdue: 'Atrasados',
  inServiceTable: 'Pedidos em atendimento',
  overdueTable: 'Pedidos atrasados',
  overdueRule:
    'Atraso: aguardando despacho há mais de {{toDispatch}} h, despachado sem início há mais de {{dispatched}} h, em atendimento há mais de {{inService}} h; pedidos suspensos não contam.',
  orderNo: 'Número do pedido',
  enterpriseName: 'Empresa',
  customerName: 'Cliente',
  masterName: 'Técnico',
  status: 'Situação',
  since: 'Desde',
  overdueBy: 'Atraso',
  minutes: '{{count}} min',
  hoursMinutes: '{{hours}} h {{minutes}} min',
  onTime: 'No prazo',
  noOrders: 'Nenhum pedido',
  noOverdue: 'Nenhum pedido atrasado',
  alerts: 'Alertas ao vivo',
  alertsHint:
    'Mantenha esta página aberta para ver os alertas que o canal ao vivo entrega (conforme Notificações de novas mensagens).',
  noAlerts: 'Nenhum alerta novo',
};
