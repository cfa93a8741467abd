import { DEFAULT_ALERT_SETTINGS } from '@onsite/domain';
import type { Contract } from '../../contract';
import {
  csRecords,
  depts,
  enterpriseListRows,
  jobRuns,
  loginLogs,
  manualJobRun,
  menus,
  operationLogs,
  regionNodes,
  roles,
  scheduledJobs,
  serverProcess,
  storedFiles,
  systemParameters,
  systemUsers,
  usersByDept,
} from '../fixtures';
import { dictionaries, dictTypes } from '../fixtures/reference';
import type { AnswersOf } from './types';
import { AnswerFailure, CAPTCHA_SVG, filterRows, found } from './util';

/** The token every sign-in of the handlers answers. */
export const FIXTURE_TOKEN = 'fixture-token-0001';

/** The one-time password of every account the handlers add (users, enterprises). */
export const FIXTURE_INITIAL_PASSWORD = 'Tmp#4kQz9wLm2x';

/** The registration code of the fixture enterprise. */
export const FIXTURE_REGISTRATION_CODE = '7K3QX9M2PD';

/** The captcha uuid of `/code`. */
export const FIXTURE_CAPTCHA_UUID = 'captcha-0001';

export const authAnswers: AnswersOf<Contract['auth']> = {
  login: () => ({ token: FIXTURE_TOKEN }),
  byPhonenumLogin: () => ({ token: FIXTURE_TOKEN }),
  sms: () => null,
  captcha: () => ({
    body: CAPTCHA_SVG,
    contentType: 'image/svg+xml',
    headers: { 'captcha-uuid': FIXTURE_CAPTCHA_UUID },
  }),
  logout: () => null,
  forgetPwd: () => null,
  registrationCode: () => {
    const first = enterpriseListRows[0];
    return { enterpriseId: first?.enterpriseId ?? 1, enterpriseName: first?.enterpriseName ?? '' };
  },
  addEmployee: () => null,
  ownRegistrationCode: () => ({ registrationCode: `******${FIXTURE_REGISTRATION_CODE.slice(-4)}` }),
  rotateRegistrationCode: () => ({ registrationCode: FIXTURE_REGISTRATION_CODE }),
  addEnterprise: () => null,
  sendIdCode: () => null,
  sendRegisterCode: () => null,
  // D64: 账号绑定 (a phone bound, no WeChat yet).
  binding: {
    status: () => ({ phonenumber: '138****0001', weChat: null, hasPassword: true }),
    authorize: () => ({
      url: '/api/sandbox/weChat/authorize?state=0123456789abcdef0123456789abcdef',
      state: '0123456789abcdef0123456789abcdef',
    }),
    bindWeChat: () => null,
    unbindWeChat: () => null,
    bindPhone: () => null,
    unbindPhone: () => null,
  },
};

export const systemAnswers: AnswersOf<Contract['system']> = {
  menu: {
    user: () => menus,
    list: () => menus,
    // D64: 权限管理.
    add: () => Math.max(...menus.map((menu) => menu.menuId)) + 1,
    edit: () => null,
    remove: () => null,
  },
  user: {
    // D64: 新消息通知 (the defaults until saved).
    alertSettings: () => DEFAULT_ALERT_SETTINGS,
    saveAlertSettings: () => null,
    info: (_, { user }) => user,
    byToken: (_, { user }) => user,
    resetpwd: () => null,
    findByDeptId: ({ id }) => usersByDept[id] ?? [],
    list: (query) =>
      filterRows(systemUsers, {
        loginName: query.loginName,
        userName: query.userName,
        phonenumber: query.phonenumber,
        status: query.status,
        deptId: query.deptId,
      }),
    get: ({ userId }) =>
      found(
        systemUsers.find((user) => user.userId === userId),
        '用户',
      ),
    add: () => ({ userId: systemUsers.length + 1, initialPassword: FIXTURE_INITIAL_PASSWORD }),
    edit: () => null,
    changeStatus: () => null,
    resetUserPwd: () => null,
    authRole: () => null,
    profile: (_, { user }) =>
      found(
        systemUsers.find((candidate) => candidate.userId === user.userId),
        '用户',
      ),
    updateProfile: () => null,
    // Nothing saved yet: the console keeps its local settings (D28).
    preferences: () => null,
    savePreferences: () => null,
  },
  role: {
    list: (query) =>
      filterRows(roles, { roleName: query.roleName, roleKey: query.roleKey, status: query.status }),
    get: ({ roleId }) =>
      found(
        roles.find((role) => role.roleId === roleId),
        '角色',
      ),
    add: () => roles.length + 100,
    edit: () => null,
    changeStatus: () => null,
  },
  dept: {
    list: (query) => filterRows(depts, { deptName: query.deptName, status: query.status }),
    add: () => Math.max(...depts.map((dept) => dept.deptId)) + 1,
    edit: () => null,
    remove: () => null,
  },
  district: {
    list: ({ level, parentCode }) => regionNodes(level, parentCode),
    add: () => null,
    edit: () => null,
    remove: () => null,
  },
  process: { info: () => serverProcess },
  job: {
    list: () => scheduledJobs,
    runs: ({ jobName }) => jobRuns.filter((run) => run.jobName === jobName),
    run: ({ jobName }) => manualJobRun(jobName),
    pause: () => null,
    resume: () => null,
  },
  config: { list: () => systemParameters, edit: () => null },
  // D64: 客服记录.
  csRecord: {
    list: (query) =>
      csRecords.filter(
        (row) =>
          (!query.orderNo || row.orderNo.includes(query.orderNo)) &&
          (!query.customerName || row.customerName.includes(query.customerName)) &&
          (!query.channel || row.channel === query.channel) &&
          (!query.followState || row.followState === query.followState),
      ),
    add: () => Math.max(...csRecords.map((row) => row.recordId)) + 1,
    edit: () => null,
    remove: () => null,
  },
  file: {
    list: ({ originalName, kind, referenced }) =>
      storedFiles.filter(
        (row) =>
          (!originalName || row.originalName.includes(originalName)) &&
          (!kind || row.kind === kind) &&
          (referenced === undefined || row.references.length > 0 === (referenced === '1')),
      ),
    remove: ({ fileId }) => {
      const row = found(
        storedFiles.find((item) => item.fileId === fileId),
        '文件',
      );
      if (row.references.length > 0) throw new AnswerFailure('文件仍被引用，不能删除', 400);
      return null;
    },
  },
  dict: {
    type: {
      list: (query) =>
        filterRows(dictTypes, { dictName: query.dictName, dictType: query.dictType, status: query.status }),
      add: () => dictTypes.length + 1,
      edit: () => null,
      remove: () => null,
    },
    data: {
      type: ({ dictType }) => dictionaries[dictType] ?? [],
      findAll: ({ dictTypes: wanted }) =>
        wanted === undefined
          ? dictionaries
          : Object.fromEntries(wanted.split(',').map((dictType) => [dictType, dictionaries[dictType] ?? []])),
      installList: ({ dictType }) => dictionaries[dictType] ?? [],
      list: (query) =>
        filterRows(dictionaries[query.dictType] ?? [], { dictLabel: query.dictLabel, status: query.status }),
      add: () => 1000,
      edit: () => null,
      remove: () => null,
    },
  },
  logininfor: {
    list: (query) =>
      filterRows(loginLogs, { loginName: query.loginName, ipaddr: query.ipaddr, status: query.status }),
  },
  operlog: {
    list: (query) =>
      filterRows(operationLogs, {
        title: query.title,
        operName: query.operName,
        businessType: query.businessType,
        status: query.status,
      }),
  },
};
