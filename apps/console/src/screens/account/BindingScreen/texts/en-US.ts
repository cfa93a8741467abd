import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const enUS: TextsOf<typeof zhCN> = {
  title: 'Account binding',
  phone: 'Phone',
  weChat: 'WeChat',
  notBound: 'Not bound',
  weChatBoundAs: 'Bound: {{nickname}} ({{time}})',
  bind: 'Bind',
  change: 'Change',
  unbind: 'Unbind',
  noPasswordHint: 'This account has no password: the phone is its only way to sign in and cannot be unbound.',
  phoneTitle: 'Bind phone',
  newPhone: 'New phone number',
  phoneRequired: 'Please enter the phone number',
  phoneFormat: 'Please enter a valid mobile number',
  codeRequired: 'Please enter the code',
  phoneBound: 'Phone number bound',
  unbindPhoneTitle: 'Unbind the phone {{phone}}?',
  unbindPhoneContent: 'You can no longer sign in by SMS with this number.',
  phoneUnbound: 'Phone number unbound',
  weChatTitle: 'Bind WeChat',
  weChatOpened:
    'The WeChat authorisation page (sandbox) opened in a new window. Click “Authorise” there, then come back to finish.',
  weChatReopen: 'Open the authorisation page again',
  weChatDone: 'I have authorised',
  weChatBound: 'WeChat bound',
  unbindWeChatTitle: 'Unbind the WeChat account “{{nickname}}”?',
  weChatUnbound: 'WeChat unbound',
  cancel: 'Cancel',
  systemError: 'System error, please try again later',
};
