import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { AS_INPUT, type CasesOf, runCases } from '../test-support/runCases';
import { FIXTURE_CAPTCHA_UUID, FIXTURE_TOKEN } from '../testing/answers';
import { type Contract, contract } from '.';

const cases: CasesOf<Contract['auth']> = {
  login: {
    input: { username: 'admin', password: 'Admin@12345', code: '8a3k', uuid: FIXTURE_CAPTCHA_UUID },
    sends: 'POST /auth/login',
    body: AS_INPUT,
    check: (result) => expect(result.token).toBe(FIXTURE_TOKEN),
  },
  byPhonenumLogin: {
    input: { phonenumber: '13800000001', smsCode: '123456' },
    sends: 'POST /auth/byPhonenumLogin',
    body: AS_INPUT,
    check: (result) => expect(result.token).not.toBe(''),
  },
  sms: { input: { phonenumber: '13800000001' }, sends: 'POST /account/sms', body: AS_INPUT },
  captcha: {
    input: {},
    sends: 'GET /code',
    check: (result) => {
      expect(result.blob.type).toMatch(/^image\//);
      expect(result.headers['captcha-uuid']).not.toBe('');
    },
  },
  logout: { input: {}, sends: 'POST /auth/logout' },
  forgetPwd: {
    input: { phonenumber: '13800000001', smsCode: '1234', password: 'New@pass123' },
    sends: 'POST /auth/weChat/forgetPwd',
    body: AS_INPUT,
  },
  registrationCode: {
    input: { registrationCode: 'AJ2024' },
    sends: 'POST /auth/registrationCode',
    body: AS_INPUT,
    check: (result) => expect(result.enterpriseId).toBeGreaterThan(0),
  },
  addEmployee: {
    input: {
      registrationCode: 'AJ2024',
      userName: '新员工',
      phonenumber: '13700000001',
      smsCode: '123456',
      password: 'Staff@2024',
    },
    sends: 'POST /auth/addEmployee',
    body: AS_INPUT,
  },
  addEnterprise: {
    input: {
      enterpriseName: '佛山新锁科技有限公司',
      enterpriseSysName: '新锁科技',
      types: 0,
      userName: '新企业',
      phonenumber: '13700000002',
      smsCode: '123456',
      password: 'Owner@2024',
    },
    sends: 'POST /auth/addEnterprise',
    body: AS_INPUT,
  },
  sendIdCode: { input: { phonenumber: '13700000001' }, sends: 'POST /auth/sendIdCode', body: AS_INPUT },
  sendRegisterCode: {
    input: { phonenumber: '13700000001' },
    sends: 'POST /auth/weChat/sendRegisterCode',
    body: AS_INPUT,
  },
};

describe('auth calls', () => {
  const target = useContractTarget();
  runCases('auth', contract.auth, target.client.auth, cases, target);
});
