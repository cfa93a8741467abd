import type { TextsOf } from '../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const ptBR: TextsOf<typeof zhCN> = {
  table: {
    back: 'Pedidos devolvidos',
    recovery: 'Recuperação de pedidos',
    cancelled: 'Cancelamentos',
    course: 'Andamento do pedido',
  },
  field: {
    backMaster: 'Devolvido por',
    backCount: 'Devoluções',
    cancelBy: 'Cancelado por',
    cancelTime: 'Cancelado em',
    returnedAt: 'Devolvido em',
    cancelledAt: 'Cancelado em',
  },
  back: {
    hint: 'Pedidos que um técnico devolveu, aguardando novo despacho: despache de novo ou cancele',
    redispatch: 'Despachar de novo',
  },
  recovery: {
    hint: 'Um pedido cancelado pode ser restaurado: com um motivo, volta a aguardar despacho',
  },
  cancelled: {
    hint: 'Pedidos cancelados: quem cancelou, quando e por quê',
  },
  course: {
    search: 'Buscar',
    orderNo: 'Número do pedido',
    orderNoRequired: 'Informe o número do pedido',
    prompt: 'Informe um número de pedido para ver cada etapa: hora, responsável e observação',
    notFound: 'Nenhum pedido {{orderNo}} encontrado',
    failed: 'Falha ao carregar o andamento do pedido',
    order: 'Pedido',
    steps: 'Andamento do pedido',
    time: 'Hora',
    operator: 'Responsável',
    step: 'Etapa',
    remark: 'Observação',
    noSteps: 'Nenhuma etapa ainda',
    details: 'Abrir os detalhes do pedido',
  },
};
