import {
  EnterpriseOptionSchema,
  EnterpriseTypeSchema,
  MaskedRegistrationCodeSchema,
  Nullable,
  RegistrationCodeTextSchema,
  SignInResultSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope } from './envelope';
import { NewPasswordField, PasswordField, PhoneNumberField, SmsCodeField } from './fields';
import { weChatBinding } from './systemOps';

const UserNameField = Type.String({ minLength: 1, maxLength: 30 });
const RegistrationCodeField = RegistrationCodeTextSchema;

/** Sign-in, sign-out and the register and recover flows (spec 001 §7 table, D13). */
export const auth = {
  login: defineCall({
    method: 'POST',
    path: '/auth/login',
    body: Type.Object({
      username: Type.String({ minLength: 1, maxLength: 30 }),
      password: PasswordField,
      /** Captcha text as read from the image of `/code`. */
      code: Type.String({ maxLength: 8 }),
      /** uuid of the captcha, from the `captcha-uuid` header of `/code`. */
      uuid: Type.String({ maxLength: 64 }),
    }),
    response: Envelope(SignInResultSchema),
    doc: { summary: 'Sign in with account, password and captcha', path: 'spec', payload: 'D13' },
  }),
  byPhonenumLogin: defineCall({
    method: 'POST',
    path: '/auth/byPhonenumLogin',
    body: Type.Object({ phonenumber: PhoneNumberField, smsCode: SmsCodeField }),
    response: Envelope(SignInResultSchema),
    doc: { summary: 'Sign in with a mobile number and its SMS code', path: 'spec', payload: 'D13' },
  }),
  sms: defineCall({
    method: 'POST',
    path: '/account/sms',
    body: Type.Object({ phonenumber: PhoneNumberField }),
    response: Done,
    doc: { summary: 'Send the sign-in SMS code', path: 'spec', payload: 'D13' },
  }),
  captcha: defineCall({
    method: 'GET',
    path: '/code',
    kind: 'blob',
    produces: 'image/*',
    fileName: 'captcha',
    responseHeaders: Type.Object({ 'captcha-uuid': Type.String({ maxLength: 64 }) }),
    doc: {
      summary: 'Captcha image; its uuid comes in the captcha-uuid header',
      path: 'spec',
      payload: 'none',
    },
  }),
  logout: defineCall({
    method: 'POST',
    path: '/auth/logout',
    response: Done,
    doc: { summary: 'End the session of the Access-Token header', path: 'spec', payload: 'none' },
  }),
  forgetPwd: defineCall({
    method: 'POST',
    path: '/auth/weChat/forgetPwd',
    body: Type.Object({ phonenumber: PhoneNumberField, smsCode: SmsCodeField, password: NewPasswordField }),
    response: Done,
    doc: { summary: 'Set a new password after an SMS check (recover page)', path: 'spec', payload: 'chosen' },
  }),
  registrationCode: defineCall({
    method: 'POST',
    path: '/auth/registrationCode',
    body: Type.Object({ registrationCode: RegistrationCodeField }),
    response: Envelope(EnterpriseOptionSchema),
    doc: {
      summary: 'Check an enterprise registration code; answers its enterprise',
      path: 'spec',
      payload: 'chosen',
    },
  }),
  addEmployee: defineCall({
    method: 'POST',
    path: '/auth/addEmployee',
    body: Type.Object({
      registrationCode: RegistrationCodeField,
      userName: UserNameField,
      phonenumber: PhoneNumberField,
      smsCode: SmsCodeField,
      password: NewPasswordField,
    }),
    response: Done,
    doc: {
      summary: 'Register an employee of an enterprise (userRegister page)',
      path: 'spec',
      payload: 'chosen',
    },
  }),
  addEnterprise: defineCall({
    method: 'POST',
    path: '/auth/addEnterprise',
    body: Type.Object({
      enterpriseName: Type.String({ minLength: 1, maxLength: 100 }),
      enterpriseSysName: Type.String({ minLength: 1, maxLength: 50 }),
      types: EnterpriseTypeSchema,
      userName: UserNameField,
      phonenumber: PhoneNumberField,
      smsCode: SmsCodeField,
      password: NewPasswordField,
    }),
    response: Done,
    doc: {
      summary: 'Register an enterprise and its first user (register page)',
      path: 'spec',
      payload: 'chosen',
    },
  }),
  ownRegistrationCode: defineCall({
    method: 'GET',
    path: '/enterprise/registrationCode',
    // D56: the code is a secret shown once (on rotation); read back, it is masked (null: none yet).
    response: Envelope(Type.Object({ registrationCode: Nullable(MaskedRegistrationCodeSchema) })),
    doc: {
      summary:
        "The standing registration code of the caller's enterprise, masked (its administrator only, issue 14, D56)",
      path: 'chosen',
      payload: 'none',
    },
  }),
  rotateRegistrationCode: defineCall({
    method: 'POST',
    path: '/enterprise/registrationCode/rotate',
    response: Envelope(Type.Object({ registrationCode: RegistrationCodeField })),
    doc: {
      summary:
        "Replace the caller's enterprise registration code by a new random one; the old one stops working",
      path: 'chosen',
      payload: 'none',
    },
  }),
  sendIdCode: defineCall({
    method: 'POST',
    path: '/auth/sendIdCode',
    body: Type.Object({ phonenumber: PhoneNumberField }),
    response: Done,
    doc: { summary: 'Send the identity SMS code of the recover page', path: 'spec', payload: 'chosen' },
  }),
  sendRegisterCode: defineCall({
    method: 'POST',
    path: '/auth/weChat/sendRegisterCode',
    body: Type.Object({ phonenumber: PhoneNumberField }),
    response: Done,
    doc: { summary: 'Send the SMS code of the register pages', path: 'spec', payload: 'chosen' },
  }),
  /** D64: 账号绑定 (bind or unbind WeChat at the sandbox gateway, and the phone). */
  binding: weChatBinding,
};
