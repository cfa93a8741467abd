import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER as newUser } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
beforeEach(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterEach(async () => server.close());

describe('roles screen', () => {
  const newRole = {
    roleName: '质检员',
    roleKey: 'inspector',
    roleSort: 9,
    status: '0',
    menuIds: [1],
    buttons: ['order:order:list'],
    remark: '',
  };

  it('adds, reads, edits and disables a role; a disabled role grants nothing', async () => {
    const id = (await server.call('POST', '/system/role/add', { token: admin, body: newRole })).body
      .data as number;
    expect((await server.call('GET', `/system/role/get/${id}`, { token: admin })).body.data).toMatchObject({
      roleKey: 'inspector',
      menuIds: [1],
      buttons: ['order:order:list'],
    });
    expect(
      (
        await server.call('POST', '/system/role/edit', {
          token: admin,
          body: { ...newRole, roleId: id, roleName: '质检' },
        })
      ).body.code,
    ).toBe(0);
    await server.call('POST', '/system/user/authRole', { token: admin, body: { userId: 14, roleIds: [id] } });
    const token = await server.login('tech4');
    expect((await server.call('GET', '/order/order/list', { token })).status).toBe(200);
    expect((await server.call('GET', '/order/customer/selectOrderList', { token })).status).toBe(403);
    await server.call('POST', '/system/role/changeStatus', {
      token: admin,
      body: { roleId: id, status: '1' },
    });
    // No enabled role: no button at all (D11 does not turn an empty grant into "everything").
    expect((await server.call('GET', '/order/order/list', { token })).status).toBe(403);
  });

  it('refuses a role without any button, a taken key, unknown menus and the admin role, changing nothing', async () => {
    const roles = server.count('sys_role');
    const cases = [
      { ...newRole, buttons: [] },
      { ...newRole, roleKey: 'admin' },
      { ...newRole, menuIds: [99999] },
    ];
    for (const body of cases)
      expect((await server.call('POST', '/system/role/add', { token: admin, body })).body.code).toBe(500);
    expect(
      (await server.call('POST', '/system/role/add', { token: admin, body: { ...newRole, roleKey: '1bad' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call('POST', '/system/role/changeStatus', {
          token: admin,
          body: { roleId: 1, status: '1' },
        })
      ).body.code,
    ).toBe(500);
    expect(server.count('sys_role')).toBe(roles);
    expect(
      (await server.call('GET', '/system/role/list', { token: await server.login('market') })).status,
    ).toBe(403);
  });

  it('lists roles and departments', async () => {
    const roles = await server.call('GET', '/system/role/list', {
      token: admin,
      query: { roleName: '派单' },
    });
    expect(roles.body.rows).toHaveLength(1);
    const depts = (await server.call('GET', '/system/dept/list', { token: admin })).body.data as {
      deptId: number;
    }[];
    expect(depts.map((dept) => dept.deptId)).toEqual(expect.arrayContaining([100, 103, 104, 106]));
    expect((await server.call('GET', '/system/menu/list', { token: admin })).body.data).not.toHaveLength(0);
  });
});

describe('dictionaries', () => {
  it('answers the lookups of every signed-in user', async () => {
    const token = await server.login('enterprise');
    const install = (
      await server.call('GET', '/system/dict/data/type', { token, query: { dictType: 'install_type' } })
    ).body.data as {
      dictValue: string;
    }[];
    expect(install.map((entry) => entry.dictValue)).toEqual(['1', '2', '3', '4']);
    const remove = (
      await server.call('GET', '/system/dict/data/type', { token, query: { dictType: 'remove_type' } })
    ).body.data as {
      dictValue: string;
    }[];
    expect(remove.map((entry) => entry.dictValue)).toContain('3');
    const all = (await server.call('GET', '/system/dict/data/findAll', { token })).body.data as Record<
      string,
      unknown[]
    >;
    for (const type of [
      'install_type',
      'remove_type',
      'invoice_type',
      'enterprise_level',
      'enterprise_importance_type',
      'enterprise_invoice',
      'enterprise_tax',
      'pay_type',
      'settle_cycle',
      'return_money',
    ]) {
      expect(all[type]?.length, type).toBeGreaterThan(0);
    }
    const some = (
      await server.call('GET', '/system/dict/data/findAll', {
        token,
        query: { dictTypes: 'pay_type,settle_cycle' },
      })
    ).body.data;
    expect(Object.keys(some as object)).toEqual(['pay_type', 'settle_cycle']);
    expect(
      (await server.call('GET', '/system/dict/data/type', { token, query: { dictType: 'Bad-Type' } })).status,
    ).toBe(400);
  });

  it('adds, edits and removes types and entries; duplicates change nothing', async () => {
    const typeId = (
      await server.call('POST', '/system/dict/type/add', {
        token: admin,
        body: { dictName: '颜色', dictType: 'color', status: '0', remark: '' },
      })
    ).body.data;
    const duplicate = await server.call('POST', '/system/dict/type/add', {
      token: admin,
      body: { dictName: '颜色', dictType: 'color', status: '0', remark: '' },
    });
    expect(duplicate.body.msg).toBe('字典类型 color 已存在');
    const entry = {
      dictType: 'color',
      dictLabel: '红',
      dictValue: 'red',
      dictSort: 1,
      status: '0',
      remark: '',
    };
    const code = (await server.call('POST', '/system/dict/data/add', { token: admin, body: entry })).body
      .data;
    expect(
      (await server.call('POST', '/system/dict/data/add', { token: admin, body: entry })).body.code,
    ).toBe(500);
    expect(
      (
        await server.call('POST', '/system/dict/data/add', {
          token: admin,
          body: { ...entry, dictType: 'nothing' },
        })
      ).body.code,
    ).toBe(500);
    await server.call('POST', '/system/dict/data/edit', {
      token: admin,
      body: { ...entry, dictCode: code, dictLabel: '大红' },
    });
    await server.call('POST', '/system/dict/type/edit', {
      token: admin,
      body: { dictId: typeId, dictName: '色彩', dictType: 'colour', status: '0', remark: '' },
    });
    const list = await server.call('GET', '/system/dict/data/list', {
      token: admin,
      query: { dictType: 'colour' },
    });
    expect(list.body.rows).toEqual([expect.objectContaining({ dictLabel: '大红', dictType: 'colour' })]);
    await server.call('POST', '/system/dict/type/remove', { token: admin, body: { dictIds: [typeId] } });
    expect(server.count('sys_dict_data', "dict_type = 'colour'")).toBe(0);
    const types = await server.call('GET', '/system/dict/type/list', {
      token: admin,
      query: { dictType: 'remove' },
    });
    expect(types.body.rows).toHaveLength(1);
    expect(
      (
        await server.call('POST', '/system/dict/type/add', {
          token: await server.login('viewer'),
          body: { dictName: 'x', dictType: 'x', status: '0', remark: '' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('login logs and operation logs', () => {
  it('pages the login logs with filters', async () => {
    await server.call('POST', '/auth/login', {
      body: { username: 'admin', password: 'bad', code: '', uuid: '' },
    });
    const failed = await server.call('GET', '/system/logininfor/list', {
      token: admin,
      query: { status: '1', loginName: 'admin' },
    });
    expect((failed.body.rows as { msg: string }[])[0]?.msg).toBe('用户名或密码错误');
    expect(
      (await server.call('GET', '/system/logininfor/list', { token: await server.login('market') })).status,
    ).toBe(403);
  });

  it('records every change in the operation log, successful or refused, secrets masked', async () => {
    const added = await server.call('POST', '/system/user/add', { token: admin, body: newUser });
    const { initialPassword } = added.body.data as { initialPassword: string };
    await server.call('POST', '/system/user/add', { token: admin, body: newUser });
    // The one-time password never reaches the log (the log keeps parameters, not answers).
    await server.call('POST', '/system/user/resetUserPwd', {
      token: admin,
      body: { userId: 12, password: 'Staff#2025' },
    });
    const logs = await server.call('GET', '/system/operlog/list', {
      token: admin,
      query: { title: '用户管理' },
    });
    const rows = logs.body.rows as {
      status: number;
      businessType: number;
      operParam: string;
      operName: string;
      errorMsg: string;
    }[];
    expect(rows).toHaveLength(3);
    expect(rows[0]?.operParam).toContain('******');
    expect(rows[0]?.operParam).not.toContain('Staff#2025');
    for (const row of rows) expect(row.operParam).not.toContain(initialPassword);
    expect(rows[1]).toMatchObject({
      status: 1,
      businessType: 1,
      operName: 'admin',
      errorMsg: '登录账号 newstaff 已存在',
    });
    expect(rows[2]).toMatchObject({ status: 0 });
    const filtered = await server.call('GET', '/system/operlog/list', {
      token: admin,
      query: { status: 0, businessType: 1 },
    });
    expect(filtered.body.total).toBe(1);
  });
});
