import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { AS_INPUT, type CasesOf, runCases } from '../test-support/runCases';
import { type Contract, contract } from '.';

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
const roleFields = {
  roleName: '结算专员',
  roleKey: 'settlement',
  roleSort: 5,
  status: '0' as const,
  menuIds: [1, 2],
  buttons: ['viewPriceInfo'],
  remark: '',
};

const cases: CasesOf<Contract['system']> = {
  menu: {
    user: {
      input: {},
      sends: 'GET /system/menu/user',
      check: (menus) => expect(menus.some((menu) => menu.menuType === 'M')).toBe(true),
    },
    list: { input: {}, sends: 'GET /system/menu/list' },
  },
  user: {
    info: {
      input: {},
      sends: 'GET /system/user/info',
      check: (user) => expect(user.roleIds.length).toBeGreaterThan(0),
    },
    byToken: { input: { token: 'abc.def' }, sends: 'GET /system/user/getInfoByToken/abc.def' },
    resetpwd: {
      input: { oldPwd: 'Admin@12345', newPwd: 'Admin@54321' },
      sends: 'POST /system/user/resetpwd',
      body: AS_INPUT,
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
      input: { loginName: 'wu.dispatch', password: 'Wu@123456', ...userFields },
      sends: 'POST /system/user/add',
      body: AS_INPUT,
      check: (userId) => expect(userId).toBeGreaterThan(0),
    },
    edit: { input: { userId: 2, ...userFields }, sends: 'POST /system/user/edit', body: AS_INPUT },
    changeStatus: {
      input: { userId: 2, status: '1' },
      sends: 'POST /system/user/changeStatus',
      body: AS_INPUT,
    },
    resetUserPwd: {
      input: { userId: 2, password: 'Reset@2024' },
      sends: 'POST /system/user/resetUserPwd',
      body: AS_INPUT,
    },
    authRole: {
      input: { userId: 2, roleIds: [29, 30] },
      sends: 'POST /system/user/authRole',
      body: AS_INPUT,
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
    edit: { input: { roleId: 29, ...roleFields }, sends: 'POST /system/role/edit', body: AS_INPUT },
    changeStatus: {
      input: { roleId: 29, status: '1' },
      sends: 'POST /system/role/changeStatus',
      body: AS_INPUT,
    },
  },
  dept: {
    list: {
      input: {},
      sends: 'GET /system/dept/list',
      check: (depts) => expect(depts.length).toBeGreaterThan(0),
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
      remove: { input: { dictIds: [11] }, sends: 'POST /system/dict/type/remove', body: AS_INPUT },
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
        input: {
          dictType: 'remove_type',
          dictLabel: '地址错误',
          dictValue: '4',
          dictSort: 4,
          status: '0',
          remark: '',
        },
        sends: 'POST /system/dict/data/add',
        body: AS_INPUT,
      },
      edit: {
        input: {
          dictCode: 4,
          dictType: 'remove_type',
          dictLabel: '重复下单',
          dictValue: '1',
          dictSort: 1,
          status: '0',
          remark: '',
        },
        sends: 'POST /system/dict/data/edit',
        body: AS_INPUT,
      },
      remove: { input: { dictCodes: [4, 5] }, sends: 'POST /system/dict/data/remove', body: AS_INPUT },
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
};

describe('system calls', () => {
  const target = useContractTarget();
  runCases('system', contract.system, target.client.system, cases, target);
});
