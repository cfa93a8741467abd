import type { UiCatalogue } from '../types';

export const list: UiCatalogue['list'] = {
  search: 'Search',
  reset: 'Reset',
  expand: 'More filters',
  collapse: 'Fewer filters',
  filters: 'Filters',
  actions: 'Actions',
  more: 'More',
  export: 'Export',
  exportSuccess: 'Exported',
  confirmTitle: 'Please confirm',
  confirmOk: 'OK',
  confirmCancel: 'Cancel',
  inputPlaceholder: 'Enter {{label}}',
  selectPlaceholder: 'Select {{label}}',
  startDate: 'Start date',
  endDate: 'End date',
  systemError: 'System error, please try again later',
};
