import {
  AlertSettingsSchema,
  BindingStatusSchema,
  CsChannelSchema,
  CsFollowStateSchema,
  CsRecordFieldsSchema,
  CsRecordSchema,
  IdSchema,
  MenuAddSchema,
  MenuEditSchema,
  WeChatAuthorizeSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalText, optionalTime, PhoneNumberField, paged, SmsCodeField } from './fields';

/** D64: 权限管理 — add, edit and delete entries of the menu tree that `/system/menu/list` answers. */
export const menuEdits = {
  add: defineCall({
    method: 'POST',
    path: '/system/menu/add',
    body: MenuAddSchema,
    response: Envelope(IdSchema),
    doc: {
      summary: 'Add a directory, screen or button to the menu tree; answers its menuId (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/system/menu/edit',
    body: MenuEditSchema,
    response: Done,
    doc: {
      summary: 'Rename, move, reorder, hide or show a menu entry (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/system/menu/remove',
    body: Type.Object({ menuId: IdSchema }),
    response: Done,
    doc: {
      summary: 'Delete a menu entry; refused while it has children or a role grants it (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};

/** D64: 新消息通知 — the caller's own live-alert choices. */
export const alertSettingsCalls = {
  alertSettings: defineCall({
    method: 'GET',
    path: '/system/user/alertSettings',
    response: Envelope(AlertSettingsSchema),
    doc: {
      summary: 'Own live-alert settings: per kind, received and spoken (defaults until saved, D64)',
      path: 'chosen',
      payload: 'none',
    },
  }),
  saveAlertSettings: defineCall({
    method: 'POST',
    path: '/system/user/alertSettings',
    body: AlertSettingsSchema,
    response: Done,
    doc: {
      summary: 'Save the own live-alert settings; the live channel honours them (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};

/** D64: 客服记录 — customer service's contacts with end customers about an order. */
export const csRecord = {
  list: defineCall({
    method: 'GET',
    path: '/system/csRecord/list',
    query: paged({
      orderNo: optionalText(40),
      customerName: optionalText(50),
      channel: Type.Optional(CsChannelSchema),
      followState: Type.Optional(CsFollowStateSchema),
      contactStartTime: optionalTime(),
      contactEndTime: optionalTime(),
    }),
    response: PageEnvelope(CsRecordSchema),
    doc: {
      summary: 'Customer-service records, newest contact first (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/system/csRecord/add',
    body: CsRecordFieldsSchema,
    response: Envelope(IdSchema),
    doc: {
      summary: 'Record a contact about an order (by its number); answers the recordId (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/system/csRecord/edit',
    body: Type.Object({ recordId: IdSchema, ...CsRecordFieldsSchema.properties }),
    response: Done,
    doc: { summary: 'Change a record or its follow-up state (D64)', path: 'chosen', payload: 'chosen' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/system/csRecord/remove',
    body: Type.Object({ recordId: IdSchema }),
    response: Done,
    doc: { summary: 'Delete a customer-service record (D64)', path: 'chosen', payload: 'chosen' },
  }),
};

/**
 * D64: 账号绑定 — the caller binds or unbinds WeChat (authorised at the sandbox gateway, no real WeChat) and
 * their phone (checked by an SMS code of `/auth/weChat/sendRegisterCode`), in the spec's `/auth/weChat/*` family.
 */
export const weChatBinding = {
  status: defineCall({
    method: 'GET',
    path: '/auth/weChat/binding',
    response: Envelope(BindingStatusSchema),
    doc: { summary: "The caller's phone (masked) and WeChat binding (D64)", path: 'chosen', payload: 'none' },
  }),
  authorize: defineCall({
    method: 'POST',
    path: '/auth/weChat/authorize',
    response: Envelope(WeChatAuthorizeSchema),
    doc: {
      summary: 'Start a WeChat authorisation at the sandbox gateway; answers its page and state (D64)',
      path: 'chosen',
      payload: 'none',
    },
  }),
  bindWeChat: defineCall({
    method: 'POST',
    path: '/auth/weChat/bind',
    body: Type.Object({ state: WeChatAuthorizeSchema.properties.state }),
    response: Done,
    doc: {
      summary: 'Bind the WeChat account the sandbox gateway authorised for this state (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  unbindWeChat: defineCall({
    method: 'POST',
    path: '/auth/weChat/unbind',
    response: Done,
    doc: { summary: "Unbind the caller's WeChat (D64)", path: 'chosen', payload: 'none' },
  }),
  bindPhone: defineCall({
    method: 'POST',
    path: '/auth/weChat/bindPhone',
    body: Type.Object({ phonenumber: PhoneNumberField, smsCode: SmsCodeField }),
    response: Done,
    doc: {
      summary: 'Bind or change the caller’s phone after its SMS code (D64)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  unbindPhone: defineCall({
    method: 'POST',
    path: '/auth/weChat/unbindPhone',
    response: Done,
    doc: {
      summary: "Unbind the caller's phone; refused when it is the account's only sign-in method (D64)",
      path: 'chosen',
      payload: 'none',
    },
  }),
};
