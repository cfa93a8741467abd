import type { Texts } from './zh-CN';

/** The dashboards' and result pages' texts in pt-BR: exactly the zh-CN keys. */
export const ptBR: Texts = {
  yuan: '{{amount}} yuan',
  loadFailed: 'Não foi possível carregar',
  workbench: {
    wallet: 'Saldo da carteira',
    topUp: 'Recarregar',
    viewOrders: 'Ver pedidos',
    orderCounts: 'Pedidos por situação',
    latestOrders: 'Pedidos recentes',
    allOrders: 'Todos os pedidos',
    orderNo: 'Número do pedido',
    customerName: 'Cliente',
    orderType: 'Tipo de pedido',
    orderStatus: 'Situação',
    createTime: 'Criado em',
  },
  analysis: {
    title: 'Pedidos por mês',
    description: 'Pedidos criados em cada mês deste ano',
    month: 'Mês',
    count: 'Pedidos',
    chart: 'Gráfico',
    table: 'Tabela',
    chartLabel:
      'Gráfico de barras dos pedidos criados por mês neste ano; mês com mais pedidos {{max}}, {{total}} no total',
  },
  result: {
    successTitle: 'Concluído',
    successSubTitle: 'Sua solicitação foi concluída.',
    failTitle: 'Algo deu errado',
    failSubTitle: 'Verifique as informações e envie novamente.',
    home: 'Voltar ao início',
    back: 'Voltar',
  },
};
