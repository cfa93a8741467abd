import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const enUS: TextsOf<typeof zhCN> = {
  title: 'New message notifications',
  hint: 'Kept on the server; the live channel follows them: alerts you do not receive are not sent, alerts not spoken are shown without being read aloud.',
  kinds: {
    customerService: 'Customer-service requests',
    newOrder: 'New orders',
    reminder: 'Reminders',
    info: 'Other notices',
  },
  kindHints: {
    customerService: 'When an order asks for customer service',
    newOrder: 'When an enterprise places a new customer order',
    reminder: 'When a customer chases an order',
    info: 'Dispatches, completions, approval results and other messages',
  },
  receive: 'Receive',
  speak: 'Speak',
  receiveOf: 'Receive {{kind}}',
  speakOf: 'Speak {{kind}}',
  neverSpoken: 'Not spoken',
  save: 'Save',
  saved: 'Saved',
  systemError: 'System error, please try again later',
};
