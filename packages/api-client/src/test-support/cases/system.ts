import { isValidPassword } from '@onsite/domain';
import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { idOf, uploadPicture } from './prepare';
import { ownSession, signIn, VIEWER_SIGN_IN } from './sessions';

const userFields = {
  deptId: 103,
  userName: '吴调度',
  userType: '01',
  phonenumber: '13700000009',
  email: 'wu@onsite.example',
  sex: '0' as const,
  status: '0' as const,
  roleIds: [29],
  remark: '',
};
/** The user the `add` case creates; edit, status, password and roles change that one, not a demo account. */
const NEW_LOGIN = 'wu.dispatch';
const newUserId = async (target: ContractTarget) =>
  idOf(
    (await target.client.system.user.list({ loginName: NEW_LOGIN })).rows,
    (user) => user.loginName === NEW_LOGIN,
    (user) => user.userId,
    2,
  );
/** D64: the screen the menu `add` case creates under 系统管理; edit and remove change that one. */
const newMenu = {
  menuType: 'C' as const,
  menuKey: 'opsBoard',
  perms: '',
  menuName: '运维看板',
  icon: '',
  orderNum: 20,
};
const systemDirectoryId = async (target: ContractTarget) =>
  idOf(
    await target.client.system.menu.list(),
    (menu) => menu.menuKey === 'system' && menu.menuType === 'M',
    (menu) => menu.menuId,
    4,
  );
const newMenuId = async (target: ContractTarget) =>
  idOf(
    await target.client.system.menu.list(),
    (menu) => menu.menuKey === newMenu.menuKey,
    (menu) => menu.menuId,
    42,
  );
/** D64: the contact the csRecord `add` case records on a seeded order; edit and remove change that one. */
const newCsRecord = {
  customerName: '陈先生',
  customerMobile: '13912345678',
  channel: 'phone' as const,
  contactTime: '2024-06-03 11:00:00',
  summary: '客户来电确认安装时间（契约用例）',
  followState: 'pending' as const,
  followNote: '',
};
const csOrderNo = async (target: ContractTarget) =>
  (await target.client.system.csRecord.list({})).rows[0]?.orderNo ?? 'GD202406030001';
const newCsRecordId = async (target: ContractTarget) =>
  idOf(
    (await target.client.system.csRecord.list({ customerName: newCsRecord.customerName })).rows,
    (row) => row.summary === newCsRecord.summary,
    (row) => row.recordId,
    3,
  );
/** The department the dept `add` case creates (under 订单部); edit and remove change that one. */
const NEW_DEPT = '安装一组';
const newDeptId = async (target: ContractTarget) =>
  idOf(
    await target.client.system.dept.list({ deptName: NEW_DEPT }),
    (dept) => dept.deptName === NEW_DEPT,
    (dept) => dept.deptId,
    101,
  );
const roleFields = {
  roleName: '结算专员',
  roleKey: 'settlement',
  roleSort: 5,
  status: '0' as const,
  menuIds: [1, 2],
  buttons: ['viewPriceInfo'],
  remark: '',
};
/** The role the `add` case creates; edit and status change that one. */
const newRoleId = async (target: ContractTarget) =>
  idOf(
    (await target.client.system.role.list({ roleKey: roleFields.roleKey })).rows,
    (role) => role.roleKey === roleFields.roleKey,
    (role) => role.roleId,
    29,
  );
/** The remove_type entry the `add` case creates; edit and remove change that one. */
const NEW_DICT_VALUE = '9';
const newDictEntry = {
  dictType: 'remove_type',
  dictLabel: '地址错误',
  dictValue: NEW_DICT_VALUE,
  dictSort: 9,
  status: '0' as const,
  remark: '',
};
const newDictCode = async (target: ContractTarget, fallback: number) =>
  idOf(
    (await target.client.system.dict.data.list({ dictType: 'remove_type', pageSize: 100 })).rows,
    (entry) => entry.dictValue === NEW_DICT_VALUE,
    (entry) => entry.dictCode,
    fallback,
  );

export const systemCases: CasesOf<Contract['system']> = {
  menu: {
    user: {
      input: {},
      sends: 'GET /system/menu/user',
      check: (menus) => expect(menus.some((menu) => menu.menuType === 'M')).toBe(true),
    },
    list: { input: {}, sends: 'GET /system/menu/list' },
    // D64: a screen added under 系统管理, then hidden, then deleted (no role grants it).
    add: {
      input: { parentId: 4, ...newMenu, visible: '0' },
      sends: 'POST /system/menu/add',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { parentId: await systemDirectoryId(target), ...newMenu, visible: '0' },
      }),
      check: (menuId) => expect(menuId).toBeGreaterThan(0),
    },
    edit: {
      input: { menuId: 42, parentId: 4, menuName: newMenu.menuName, icon: '', visible: '1', orderNum: 30 },
      sends: 'POST /system/menu/edit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: {
          menuId: await newMenuId(target),
          parentId: await systemDirectoryId(target),
          menuName: newMenu.menuName,
          icon: '',
          visible: '1',
          orderNum: 30,
        },
      }),
    },
    remove: {
      input: { menuId: 42 },
      sends: 'POST /system/menu/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { menuId: await newMenuId(target) } }),
    },
  },
  user: {
    // D64: 新消息通知, the caller's own.
    alertSettings: {
      input: {},
      sends: 'GET /system/user/alertSettings',
      check: (settings) => expect(settings.info.speak).toBe(false),
    },
    saveAlertSettings: {
      input: {
        customerService: { receive: true, speak: true },
        newOrder: { receive: true, speak: false },
        reminder: { receive: true, speak: true },
        info: { receive: false, speak: false },
      },
      sends: 'POST /system/user/alertSettings',
      body: AS_INPUT,
      prepare: async (target) => {
        const session = await ownSession(target, VIEWER_SIGN_IN);
        return { cleanup: async () => session.restore() };
      },
    },
    info: {
      input: {},
      sends: 'GET /system/user/info',
      check: (user) => expect(user.roleIds.length).toBeGreaterThan(0),
    },
    byToken: {
      input: { token: 'abc.def' },
      sends: 'GET /system/user/getInfoByToken/abc.def',
      // The user of a token the server knows: the target's own.
      prepare: async (target) => {
        const token = target.token ?? '';
        return { input: { token }, sends: `GET /system/user/getInfoByToken/${token}` };
      },
    },
    resetpwd: {
      input: { oldPwd: VIEWER_SIGN_IN.password, newPwd: 'Viewer@4321' },
      sends: 'POST /system/user/resetpwd',
      body: AS_INPUT,
      // A password change ends every session of its user (spec 000 §4.1): the viewer changes hers
      // in a session of her own, then changes it back.
      prepare: async (target) => {
        const session = await ownSession(target, VIEWER_SIGN_IN);
        return {
          cleanup: async () => {
            await ownSession(target, signIn(VIEWER_SIGN_IN.username, 'Viewer@4321'));
            await target.client.system.user.resetpwd({
              oldPwd: 'Viewer@4321',
              newPwd: VIEWER_SIGN_IN.password,
            });
            session.restore();
          },
        };
      },
    },
    findByDeptId: {
      input: { id: 104 },
      sends: 'GET /system/user/findByDeptId/104',
      check: (users) => expect(users.length).toBeGreaterThan(0),
    },
    list: {
      input: { pageNum: 1, pageSize: 10, status: '0', deptId: 103 },
      sends: 'GET /system/user/list?pageNum=1&pageSize=10&status=0&deptId=103',
    },
    get: {
      input: { userId: 2 },
      sends: 'GET /system/user/get/2',
      check: (user) => expect(user.userId).toBe(2),
    },
    add: {
      input: { loginName: NEW_LOGIN, ...userFields },
      sends: 'POST /system/user/add',
      body: AS_INPUT,
      check: ({ userId, initialPassword }) => {
        expect(userId).toBeGreaterThan(0);
        // A one-time password under spec 000 §5's rule, never a fixed one.
        expect(isValidPassword(initialPassword)).toBe(true);
      },
    },
    edit: {
      input: { userId: 2, ...userFields },
      sends: 'POST /system/user/edit',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { userId: await newUserId(target), ...userFields } }),
    },
    changeStatus: {
      input: { userId: 2, status: '1' },
      sends: 'POST /system/user/changeStatus',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { userId: await newUserId(target), status: '1' } }),
    },
    resetUserPwd: {
      input: { userId: 2, password: 'Reset@2024' },
      sends: 'POST /system/user/resetUserPwd',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { userId: await newUserId(target), password: 'Reset@2024' } }),
    },
    authRole: {
      input: { userId: 2, roleIds: [29, 30] },
      sends: 'POST /system/user/authRole',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { userId: await newUserId(target), roleIds: [29, 30] } }),
    },
    profile: {
      input: {},
      sends: 'GET /system/user/profile',
      check: (user) => expect(user.userId).toBeGreaterThan(0),
    },
    updateProfile: {
      // The viewer's own record, in a session of her own; the name stays hers.
      input: { userName: '赵查看', phonenumber: '13800000005', email: 'viewer@onsite.example', sex: '1' },
      sends: 'POST /system/user/profile/update',
      body: AS_INPUT,
      prepare: async (target) => {
        const session = await ownSession(target, VIEWER_SIGN_IN);
        return { cleanup: async () => session.restore() };
      },
    },
    preferences: { input: {}, sends: 'GET /system/user/preferences' },
    savePreferences: {
      // The viewer's own preferences, in a session of her own (D28).
      input: {
        locale: 'zh-CN',
        tableDensity: 'medium',
        layout: {
          navTheme: 'light',
          layout: 'side',
          contentWidth: 'Fluid',
          fixedHeader: true,
          fixedSidebar: true,
          autoHideHeader: false,
          colorWeak: false,
          primaryColor: '#722ED1',
          multiTab: true,
          sidebarCollapsed: false,
        },
      },
      sends: 'POST /system/user/preferences',
      body: AS_INPUT,
      prepare: async (target) => {
        const session = await ownSession(target, VIEWER_SIGN_IN);
        return { cleanup: async () => session.restore() };
      },
    },
  },
  role: {
    list: { input: { roleName: '派单' }, sends: 'GET /system/role/list?roleName=派单' },
    get: {
      input: { roleId: 29 },
      sends: 'GET /system/role/get/29',
      check: (role) => expect(role.roleId).toBe(29),
    },
    add: { input: roleFields, sends: 'POST /system/role/add', body: AS_INPUT },
    edit: {
      input: { roleId: 29, ...roleFields },
      sends: 'POST /system/role/edit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { roleId: await newRoleId(target), ...roleFields, remark: '负责对账与结算' },
      }),
    },
    changeStatus: {
      input: { roleId: 29, status: '1' },
      sends: 'POST /system/role/changeStatus',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { roleId: await newRoleId(target), status: '1' } }),
    },
  },
  dept: {
    list: {
      input: {},
      sends: 'GET /system/dept/list',
      check: (depts) => expect(depts.length).toBeGreaterThan(0),
    },
    add: {
      input: { parentId: 103, deptName: NEW_DEPT, orderNum: 9, status: '0' },
      sends: 'POST /system/dept/add',
      body: AS_INPUT,
      check: (deptId) => expect(deptId).toBeGreaterThan(0),
    },
    edit: {
      input: { deptId: 101, deptName: NEW_DEPT, orderNum: 3, status: '1' },
      sends: 'POST /system/dept/edit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { deptId: await newDeptId(target), deptName: NEW_DEPT, orderNum: 3, status: '1' },
      }),
    },
    remove: {
      input: { deptId: 101 },
      sends: 'POST /system/dept/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { deptId: await newDeptId(target) } }),
    },
  },
  district: {
    list: {
      input: { level: 'city', parentCode: '440000' },
      sends: 'GET /system/district/list?level=city&parentCode=440000',
      check: (cities) => expect(cities.map((city) => city.code)).toContain('440300'),
    },
    add: {
      input: { level: 'area', parentCode: '440300', regionCode: '440399', name: '前海新区', sort: 5 },
      sends: 'POST /system/district/add',
      body: AS_INPUT,
    },
    edit: {
      input: { level: 'area', regionCode: '440399', name: '前海合作区', sort: 1 },
      sends: 'POST /system/district/edit',
      body: AS_INPUT,
    },
    remove: {
      input: { level: 'area', regionCode: '440399' },
      sends: 'POST /system/district/remove',
      body: AS_INPUT,
    },
  },
  process: {
    info: {
      input: {},
      sends: 'GET /system/process/info',
      check: (info) => {
        expect(info.nodeVersion).toMatch(/^v\d+/);
        expect(info.databaseBytes).toBeGreaterThan(0);
      },
    },
  },
  job: {
    list: {
      input: {},
      sends: 'GET /system/job/list',
      check: (jobs) =>
        expect(jobs.map((job) => job.jobName)).toEqual(['topupExpiry', 'orphanUploads', 'orderTimeout']),
    },
    runs: { input: { jobName: 'topupExpiry' }, sends: 'GET /system/job/runs?jobName=topupExpiry' },
    run: {
      input: { jobName: 'topupExpiry' },
      sends: 'POST /system/job/run',
      body: AS_INPUT,
      check: (run) =>
        expect(run).toMatchObject({ jobName: 'topupExpiry', trigger: 'manual', result: 'success' }),
    },
    pause: { input: { jobName: 'orphanUploads' }, sends: 'POST /system/job/pause', body: AS_INPUT },
    resume: { input: { jobName: 'orphanUploads' }, sends: 'POST /system/job/resume', body: AS_INPUT },
  },
  config: {
    list: {
      input: {},
      sends: 'GET /system/config/list',
      check: (parameters) =>
        expect(parameters.map((parameter) => parameter.key)).toContain('finance.topupExpiryMinutes'),
    },
    edit: {
      input: { key: 'finance.topupExpiryMinutes', value: '30' },
      sends: 'POST /system/config/edit',
      body: AS_INPUT,
    },
  },
  dict: {
    type: {
      list: { input: { dictType: 'install' }, sends: 'GET /system/dict/type/list?dictType=install' },
      add: {
        input: { dictName: '师傅等级', dictType: 'master_level', status: '0', remark: '' },
        sends: 'POST /system/dict/type/add',
        body: AS_INPUT,
      },
      edit: {
        input: { dictId: 1, dictName: '安装类型', dictType: 'install_type', status: '0', remark: '' },
        sends: 'POST /system/dict/type/edit',
        body: AS_INPUT,
      },
      remove: {
        input: { dictIds: [11] },
        sends: 'POST /system/dict/type/remove',
        body: AS_INPUT,
        // Removes the type the `add` case created, not a dictionary the screens use.
        prepare: async (target) => {
          const { rows } = await target.client.system.dict.type.list({ dictType: 'master_level' });
          const dictId = idOf(
            rows,
            (type) => type.dictType === 'master_level',
            (type) => type.dictId,
            11,
          );
          return { input: { dictIds: [dictId] } };
        },
      },
    },
    data: {
      type: {
        input: { dictType: 'remove_type' },
        sends: 'GET /system/dict/data/type?dictType=remove_type',
        check: (entries) => expect(entries.map((entry) => entry.dictValue)).toContain('3'),
      },
      findAll: {
        input: { dictTypes: 'install_type,pay_type' },
        sends: 'GET /system/dict/data/findAll?dictTypes=install_type,pay_type',
        check: (byType) => expect(Object.keys(byType).sort()).toEqual(['install_type', 'pay_type']),
      },
      installList: {
        input: { dictType: 'install_type' },
        sends: 'GET /system/dict/data/installList?dictType=install_type',
      },
      list: {
        input: { dictType: 'pay_type', pageNum: 1, pageSize: 20 },
        sends: 'GET /system/dict/data/list?dictType=pay_type&pageNum=1&pageSize=20',
      },
      add: {
        input: newDictEntry,
        sends: 'POST /system/dict/data/add',
        body: AS_INPUT,
      },
      edit: {
        input: { dictCode: 4, ...newDictEntry, dictLabel: '地址有误' },
        sends: 'POST /system/dict/data/edit',
        body: AS_INPUT,
        prepare: async (target) => ({
          input: { dictCode: await newDictCode(target, 4), ...newDictEntry, dictLabel: '地址有误' },
        }),
      },
      remove: {
        input: { dictCodes: [4, 5] },
        sends: 'POST /system/dict/data/remove',
        body: AS_INPUT,
        prepare: async (target) => {
          const dictCode = await newDictCode(target, 0);
          return dictCode === 0 ? undefined : { input: { dictCodes: [dictCode] } };
        },
      },
    },
  },
  logininfor: {
    list: {
      input: { status: '1', beginTime: '2024-06-01', endTime: '2024-06-30' },
      sends: 'GET /system/logininfor/list?status=1&beginTime=2024-06-01&endTime=2024-06-30',
    },
  },
  operlog: {
    list: {
      input: { businessType: 3, sortField: 'operTime', sortOrder: 'desc' },
      sends: 'GET /system/operlog/list?businessType=3&sortField=operTime&sortOrder=desc',
    },
  },
  // D64: 客服记录 — a contact recorded on a seeded order, changed, then deleted.
  csRecord: {
    list: {
      input: { followState: 'closed' },
      sends: 'GET /system/csRecord/list?followState=closed',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        for (const row of page.rows) expect(row.followState).toBe('closed');
      },
    },
    add: {
      input: { orderNo: 'GD202406030001', ...newCsRecord },
      sends: 'POST /system/csRecord/add',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { orderNo: await csOrderNo(target), ...newCsRecord } }),
      check: (recordId) => expect(recordId).toBeGreaterThan(0),
    },
    edit: {
      input: {
        recordId: 3,
        orderNo: 'GD202406030001',
        ...newCsRecord,
        followState: 'closed',
        followNote: '已解决',
      },
      sends: 'POST /system/csRecord/edit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: {
          recordId: await newCsRecordId(target),
          orderNo: await csOrderNo(target),
          ...newCsRecord,
          followState: 'closed',
          followNote: '已解决',
        },
      }),
    },
    remove: {
      input: { recordId: 3 },
      sends: 'POST /system/csRecord/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { recordId: await newCsRecordId(target) } }),
    },
  },
  file: {
    list: {
      input: { kind: 'contract', referenced: '1' },
      sends: 'GET /system/file/list?kind=contract&referenced=1',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        for (const row of page.rows) expect(row.references).toContain('contract');
      },
    },
    remove: {
      input: { fileId: 4 },
      sends: 'POST /system/file/remove',
      body: AS_INPUT,
      // On the server: a fresh upload nothing refers to yet (the fixtures' file 4 is unreferenced).
      prepare: async (target) => {
        await uploadPicture(target, 'unreferenced.png');
        const { rows } = await target.client.system.file.list({
          referenced: '0',
          originalName: 'unreferenced',
        });
        return {
          input: {
            fileId: idOf(
              rows,
              () => true,
              (row) => row.fileId,
              4,
            ),
          },
        };
      },
    },
  },
};
