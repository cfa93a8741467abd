import { expect } from 'vitest';
import type { Contract } from '../../contract';
import { FIXTURE_REGISTRATION_CODE } from '../../testing/answers';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { issuedCode } from './registrationCode';
import { ADMIN_SIGN_IN, ENTERPRISE_SIGN_IN, ownSession, SMS_CODE, VIEWER_SIGN_IN } from './sessions';

/**
 * A usable registration code of enterprise 1, issued in the target's (staff) session: D56 answers a
 * code in full only when it is issued or rotated.
 */
async function enterpriseCode(target: ContractTarget): Promise<string> {
  return (await issuedCode(target)).registrationCode;
}

/** The seeded admin's phone; `market`'s, whose password is "reset" to the one it has. */
const ADMIN_PHONE = '13800000001';
const MARKET_PHONE = '13800000003';
/** Phones no seeded user has (the register flows take them). */
const NEW_EMPLOYEE_PHONE = '13700000011';
const NEW_ENTERPRISE_PHONE = '13700000012';

/** D64: the viewer's new phone (bindPhone), then unbound (unbindPhone). */
const VIEWER_NEW_PHONE = '13700000031';

/**
 * D64: a WeChat authorisation confirmed at the sandbox gateway as a person would (a reference server only:
 * MSW answers the bind call whatever the state).
 */
async function confirmedState(target: ContractTarget): Promise<string> {
  const { state } = await target.client.auth.binding.authorize();
  if (new URL(target.baseURL).hostname !== 'onsite.test') {
    await fetch(`${target.baseURL}/sandbox/weChat/authorize/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state }).toString(),
    });
  }
  return state;
}

export const authCases: CasesOf<Contract['auth']> = {
  login: {
    input: ADMIN_SIGN_IN,
    sends: 'POST /auth/login',
    body: AS_INPUT,
    check: (result) => expect(result.token).toMatch(/\S/),
  },
  byPhonenumLogin: {
    input: { phonenumber: ADMIN_PHONE, smsCode: SMS_CODE },
    sends: 'POST /auth/byPhonenumLogin',
    body: AS_INPUT,
    check: (result) => expect(result.token).not.toBe(''),
    // The code is one the server sent to that phone.
    prepare: async (target) => {
      await target.client.auth.sms({ phonenumber: ADMIN_PHONE });
      return undefined;
    },
  },
  sms: { input: { phonenumber: ADMIN_PHONE }, sends: 'POST /account/sms', body: AS_INPUT },
  captcha: {
    input: {},
    sends: 'GET /code',
    check: (result) => {
      expect(result.blob.type).toMatch(/^image\//);
      expect(result.headers['captcha-uuid']).not.toBe('');
    },
  },
  logout: {
    input: {},
    sends: 'POST /auth/logout',
    // Closes a session of its own, so the target's session stays open for the calls after it.
    prepare: async (target) => ({ cleanup: (await ownSession(target, ADMIN_SIGN_IN)).restore }),
  },
  forgetPwd: {
    input: { phonenumber: MARKET_PHONE, smsCode: SMS_CODE, password: 'Market@1234' },
    sends: 'POST /auth/weChat/forgetPwd',
    body: AS_INPUT,
    prepare: async (target) => {
      await target.client.auth.sendIdCode({ phonenumber: MARKET_PHONE });
      return undefined;
    },
  },
  registrationCode: {
    input: { registrationCode: FIXTURE_REGISTRATION_CODE },
    sends: 'POST /auth/registrationCode',
    body: AS_INPUT,
    check: (result) => expect(result.enterpriseId).toBeGreaterThan(0),
    // The code is the one enterprise 1's administrator reads (random on the reference server).
    prepare: async (target) => ({ input: { registrationCode: await enterpriseCode(target) } }),
  },
  ownRegistrationCode: {
    input: {},
    sends: 'GET /enterprise/registrationCode',
    // D56: read back, the code is masked.
    check: (result) => expect(result.registrationCode).toMatch(/^\*+[0-9A-Z]{4}$/),
    prepare: async (target) => ({ cleanup: (await ownSession(target, ENTERPRISE_SIGN_IN)).restore }),
  },
  rotateRegistrationCode: {
    input: {},
    sends: 'POST /enterprise/registrationCode/rotate',
    check: (result) => expect(result.registrationCode).toMatch(/^[0-9A-Z]{10}$/),
    prepare: async (target) => ({ cleanup: (await ownSession(target, ENTERPRISE_SIGN_IN)).restore }),
  },
  addEmployee: {
    input: {
      registrationCode: FIXTURE_REGISTRATION_CODE,
      userName: '新员工',
      phonenumber: NEW_EMPLOYEE_PHONE,
      smsCode: SMS_CODE,
      password: 'Staff@2024',
    },
    sends: 'POST /auth/addEmployee',
    body: AS_INPUT,
    prepare: async (target) => {
      const registrationCode = await enterpriseCode(target);
      await target.client.auth.sendRegisterCode({ phonenumber: NEW_EMPLOYEE_PHONE });
      return {
        input: {
          registrationCode,
          userName: '新员工',
          phonenumber: NEW_EMPLOYEE_PHONE,
          smsCode: SMS_CODE,
          password: 'Staff@2024',
        },
      };
    },
  },
  addEnterprise: {
    input: {
      enterpriseName: '中山固安锁业有限公司',
      enterpriseSysName: '固安锁业',
      types: 0,
      userName: '新企业',
      phonenumber: NEW_ENTERPRISE_PHONE,
      smsCode: SMS_CODE,
      password: 'Owner@2024',
    },
    sends: 'POST /auth/addEnterprise',
    body: AS_INPUT,
    prepare: async (target) => {
      await target.client.auth.sendRegisterCode({ phonenumber: NEW_ENTERPRISE_PHONE });
      return undefined;
    },
  },
  sendIdCode: { input: { phonenumber: '13700000021' }, sends: 'POST /auth/sendIdCode', body: AS_INPUT },
  sendRegisterCode: {
    input: { phonenumber: '13700000022' },
    sends: 'POST /auth/weChat/sendRegisterCode',
    body: AS_INPUT,
  },
  // D64: 账号绑定 — WeChat through the sandbox gateway (the admin's), the phone in the viewer's own session.
  binding: {
    status: {
      input: {},
      sends: 'GET /auth/weChat/binding',
      check: (status) => expect(status.hasPassword).toBe(true),
    },
    authorize: {
      input: {},
      sends: 'POST /auth/weChat/authorize',
      check: ({ url, state }) => expect(url).toContain(state),
    },
    bindWeChat: {
      input: { state: 'a'.repeat(32) },
      sends: 'POST /auth/weChat/bind',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { state: await confirmedState(target) } }),
    },
    unbindWeChat: { input: {}, sends: 'POST /auth/weChat/unbind' },
    bindPhone: {
      input: { phonenumber: VIEWER_NEW_PHONE, smsCode: SMS_CODE },
      sends: 'POST /auth/weChat/bindPhone',
      body: AS_INPUT,
      prepare: async (target) => {
        await target.client.auth.sendRegisterCode({ phonenumber: VIEWER_NEW_PHONE });
        const session = await ownSession(target, VIEWER_SIGN_IN);
        return { cleanup: async () => session.restore() };
      },
    },
    unbindPhone: {
      input: {},
      sends: 'POST /auth/weChat/unbindPhone',
      prepare: async (target) => {
        const session = await ownSession(target, VIEWER_SIGN_IN);
        return { cleanup: async () => session.restore() };
      },
    },
  },
};
