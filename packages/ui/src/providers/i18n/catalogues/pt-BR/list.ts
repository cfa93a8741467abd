import type { UiCatalogue } from '../types';

export const list: UiCatalogue['list'] = {
  search: 'Pesquisar',
  reset: 'Limpar',
  expand: 'Mais filtros',
  collapse: 'Menos filtros',
  filters: 'Filtros',
  actions: 'Ações',
  more: 'Mais',
  export: 'Exportar',
  exportSuccess: 'Exportado',
  confirmTitle: 'Confirme',
  confirmOk: 'OK',
  confirmCancel: 'Cancelar',
  inputPlaceholder: 'Informe {{label}}',
  selectPlaceholder: 'Selecione {{label}}',
  startDate: 'Data inicial',
  endDate: 'Data final',
  systemError: 'Erro do sistema, tente novamente mais tarde',
};
