import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

/** D39: 部门管理 and 行政区划 — every write refused for a caller without the code, bad input changes nothing. */
let server: TestServer;
let admin: string;
let viewer: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  viewer = await server.login('viewer');
});
afterAll(() => server.close());

const post = (url: string, body: unknown, token = admin) => server.call('POST', url, { token, body });
const deptNamed = (name: string) =>
  server.db
    .prepare('SELECT dept_id, parent_id, dept_name, order_num, status FROM sys_dept WHERE dept_name = ?')
    .get(name) as
    | { dept_id: number; parent_id: number; dept_name: string; order_num: number; status: string }
    | undefined;

describe('departments (D39)', () => {
  it('adds a sub-department, edits its name, order and status, and deletes it', async () => {
    const added = await post('/system/dept/add', {
      parentId: 103,
      deptName: '安装二组',
      orderNum: 4,
      status: '0',
    });
    expect(added.body).toMatchObject({ code: 0, msg: '新增成功' });
    const deptId = added.body.data as number;
    expect(deptNamed('安装二组')).toMatchObject({ dept_id: deptId, parent_id: 103, order_num: 4 });
    const listed = (await server.call('GET', '/system/dept/list', { token: admin })).body.data as {
      deptId: number;
    }[];
    expect(listed.map((dept) => dept.deptId)).toContain(deptId);

    const edited = await post('/system/dept/edit', {
      deptId,
      deptName: '安装三组',
      orderNum: 1,
      status: '1',
    });
    expect(edited.body).toMatchObject({ code: 0, msg: '修改成功' });
    expect(deptNamed('安装三组')).toMatchObject({ dept_id: deptId, order_num: 1, status: '1' });

    const removed = await post('/system/dept/remove', { deptId });
    expect(removed.body).toMatchObject({ code: 0, msg: '删除成功' });
    expect(deptNamed('安装三组')).toBeUndefined();
  });

  it('refuses a delete while the department has sub-departments or users, and the named departments', async () => {
    const before = server.count('sys_dept');
    const withChildren = await post('/system/dept/remove', { deptId: 100 });
    expect(withChildren.body).toMatchObject({ code: 500, msg: '「平台总部」下还有 6 个下级部门，不能删除' });
    const { dept_id: withUsers, dept_name: name } = server.db
      .prepare(
        `SELECT d.dept_id, d.dept_name FROM sys_dept d WHERE d.dept_id NOT IN (100, 103, 104, 106)
         AND EXISTS (SELECT 1 FROM sys_user u WHERE u.dept_id = d.dept_id) LIMIT 1`,
      )
      .get() as { dept_id: number; dept_name: string };
    const users = server.count('sys_user', `dept_id = ${withUsers}`);
    expect((await post('/system/dept/remove', { deptId: withUsers })).body).toMatchObject({
      code: 500,
      msg: `「${name}」下还有 ${users} 个用户，不能删除`,
    });
    expect((await post('/system/dept/remove', { deptId: 103 })).body.msg).toBe(
      '「订单部」是系统规则使用的部门，不能删除',
    );
    expect((await post('/system/dept/remove', { deptId: 9999 })).body).toMatchObject({
      code: 500,
      msg: '部门 9999 不存在',
    });
    expect(server.count('sys_dept')).toBe(before);
  });

  it('refuses duplicate sibling names, children of a disabled department, and disabling a parent of enabled ones', async () => {
    const before = server.count('sys_dept');
    expect(
      (await post('/system/dept/add', { parentId: 100, deptName: '订单部', orderNum: 0, status: '0' })).body,
    ).toMatchObject({
      code: 500,
      msg: '同一上级部门下已有「订单部」',
    });
    const parentId = (
      await post('/system/dept/add', { parentId: 100, deptName: '临时部门', orderNum: 9, status: '1' })
    ).body.data as number;
    expect(
      (await post('/system/dept/add', { parentId, deptName: '临时小组', orderNum: 0, status: '0' })).body.msg,
    ).toBe('上级部门「临时部门」已停用，不能新增下级部门');
    expect(
      (await post('/system/dept/edit', { deptId: 100, deptName: '平台总部', orderNum: 0, status: '1' })).body
        .msg,
    ).toBe('「平台总部」还有未停用的下级部门，不能停用');
    expect(deptNamed('平台总部')?.status).toBe('0');
    expect(server.count('sys_dept')).toBe(before + 1);
    await post('/system/dept/remove', { deptId: parentId });
  });

  it('answers bad input with { code, msg } and a caller without the codes with 403, changing nothing', async () => {
    const before = server.count('sys_dept');
    for (const body of [
      { parentId: 103, deptName: '', orderNum: 0, status: '0' },
      { parentId: 103, deptName: '组', orderNum: -1, status: '0' },
      { parentId: 103, deptName: '组', orderNum: 0, status: '2' },
    ]) {
      const answer = await post('/system/dept/add', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(answer.body.msg).not.toBe('');
    }
    expect(
      (await post('/system/dept/add', { parentId: 103, deptName: '   ', orderNum: 0, status: '0' })).body.msg,
    ).toBe('请求体 部门名称（deptName） 不能为空');
    expect(
      (await post('/system/dept/add', { parentId: 9999, deptName: '组', orderNum: 0, status: '0' })).body.msg,
    ).toBe('部门 9999 不存在');
    for (const [url, body] of [
      ['/system/dept/add', { parentId: 103, deptName: '越权组', orderNum: 0, status: '0' }],
      ['/system/dept/edit', { deptId: 101, deptName: '越权', orderNum: 0, status: '0' }],
      ['/system/dept/remove', { deptId: 101 }],
    ] as const) {
      expect((await post(url, body, viewer)).status).toBe(403);
    }
    expect(server.count('sys_dept')).toBe(before);
    expect(deptNamed('总经办')).toBeDefined();
  });
});

describe('regions (D39)', () => {
  const regionCount = () => server.count('bd_province') + server.count('bd_city') + server.count('bd_area');

  it('lists each level under its parent with the number of children', async () => {
    const provinces = (
      await server.call('GET', '/system/district/list', { token: admin, query: { level: 'province' } })
    ).body.data as { code: string; childCount: number; parentCode: string }[];
    expect(provinces.find((province) => province.code === '440000')).toMatchObject({ parentCode: '' });
    expect(provinces.find((province) => province.code === '440000')?.childCount).toBeGreaterThan(0);
    const cities = (
      await server.call('GET', '/system/district/list', {
        token: admin,
        query: { level: 'city', parentCode: '440000' },
      })
    ).body.data as { code: string; parentCode: string }[];
    expect(cities.map((city) => city.code)).toContain('440300');
    expect(cities.every((city) => city.parentCode === '440000')).toBe(true);
    const withoutParent = await server.call('GET', '/system/district/list', {
      token: admin,
      query: { level: 'area' },
    });
    expect(withoutParent.body).toMatchObject({ code: 400, msg: '城市和区县需要上级地区 parentCode' });
  });

  it('adds an area, renames and reorders it (the region picker follows), and deletes it', async () => {
    expect(
      (
        await post('/system/district/add', {
          level: 'area',
          parentCode: '440300',
          regionCode: '440398',
          name: '前海新区',
          sort: 0,
        })
      ).body,
    ).toMatchObject({ code: 0, msg: '新增成功' });
    await post('/system/district/edit', { level: 'area', regionCode: '440398', name: '前海合作区', sort: 0 });
    // sort 0 puts it before the seeded areas of 深圳市 that a reorder moves back.
    const areas = (await post('/basicdata/area/selectAreaName', { cityCode: '440300' })).body.data as {
      areaCode: string;
      areaName: string;
    }[];
    expect(areas.find((area) => area.areaCode === '440398')?.areaName).toBe('前海合作区');
    const last = areas.at(-1)?.areaCode;
    await post('/system/district/edit', {
      level: 'area',
      regionCode: '440398',
      name: '前海合作区',
      sort: 9999,
    });
    const reordered = (await post('/basicdata/area/selectAreaName', { cityCode: '440300' })).body.data as {
      areaCode: string;
    }[];
    expect(reordered.at(-1)?.areaCode).toBe('440398');
    expect(last).toBeDefined();
    expect(
      (await post('/system/district/remove', { level: 'area', regionCode: '440398' })).body,
    ).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    expect(server.count('bd_area', "area_code = '440398'")).toBe(0);
  });

  it('refuses to delete a region with sub-regions or used by an enterprise, an order or a customer order', async () => {
    const before = regionCount();
    const guangdong = await post('/system/district/remove', { level: 'province', regionCode: '440000' });
    expect(guangdong.body.code).toBe(500);
    expect(guangdong.body.msg).toMatch(/^「广东省」下还有 \d+ 个下级地区，不能删除$/);
    const enterpriseArea = (
      server.db.prepare('SELECT area FROM ent_enterprise WHERE area IS NOT NULL LIMIT 1').get() as {
        area: string;
      }
    ).area;
    const used = await post('/system/district/remove', { level: 'area', regionCode: enterpriseArea });
    expect(used.body.code).toBe(500);
    expect(used.body.msg).toMatch(/仍被 \d+ 个企业的地址使用，不能删除$/);
    const orderArea = (
      server.db
        .prepare(
          `SELECT area_code FROM work_order WHERE area_code NOT IN (SELECT area FROM ent_enterprise WHERE area IS NOT NULL) LIMIT 1`,
        )
        .get() as { area_code: string } | undefined
    )?.area_code;
    if (orderArea !== undefined) {
      const usedByOrder = await post('/system/district/remove', { level: 'area', regionCode: orderArea });
      expect(usedByOrder.body.msg).toMatch(/仍被 \d+ 个(订单|客户订单)的地址使用，不能删除$/);
    }
    expect(regionCount()).toBe(before);
  });

  it('refuses bad input, a taken code, an unknown parent and a caller without the codes, changing nothing', async () => {
    const before = regionCount();
    const bad = await post('/system/district/add', {
      level: 'area',
      parentCode: '440300',
      regionCode: '44A',
      name: '区',
      sort: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    expect(
      (
        await post('/system/district/add', {
          level: 'area',
          parentCode: '440300',
          regionCode: '440300',
          name: '重复',
          sort: 0,
        })
      ).body.msg,
    ).toBe('地区编码 440300 已被「深圳市」使用');
    expect(
      (
        await post('/system/district/add', {
          level: 'city',
          parentCode: '990000',
          regionCode: '990100',
          name: '无',
          sort: 0,
        })
      ).body.msg,
    ).toBe('省份 990000 不存在');
    expect(
      (
        await post('/system/district/add', {
          level: 'province',
          parentCode: '440000',
          regionCode: '990000',
          name: '无',
          sort: 0,
        })
      ).body.msg,
    ).toBe('省份没有上级地区，请不要传 parentCode');
    expect(
      (
        await post('/system/district/add', {
          level: 'city',
          parentCode: '440000',
          regionCode: '440397',
          name: '深圳市',
          sort: 0,
        })
      ).body.msg,
    ).toBe('同一上级地区下已有「深圳市」');
    expect(
      (await post('/system/district/edit', { level: 'city', regionCode: '440300', name: '  ', sort: 0 })).body
        .msg,
    ).toBe('请求体 名称（name） 不能为空');
    expect((await post('/system/district/remove', { level: 'area', regionCode: '999999' })).body.msg).toBe(
      '区县 999999 不存在',
    );
    for (const [url, body] of [
      [
        '/system/district/add',
        { level: 'area', parentCode: '440300', regionCode: '440396', name: '越权区', sort: 0 },
      ],
      ['/system/district/edit', { level: 'city', regionCode: '440300', name: '越权', sort: 0 }],
      ['/system/district/remove', { level: 'area', regionCode: '440305' }],
    ] as const) {
      expect((await post(url, body, viewer)).status).toBe(403);
    }
    expect(
      (await server.call('GET', '/system/district/list', { token: viewer, query: { level: 'province' } }))
        .status,
    ).toBe(403);
    expect(regionCount()).toBe(before);
    expect(server.db.prepare("SELECT city_name FROM bd_city WHERE city_code = '440300'").get()).toEqual({
      city_name: '深圳市',
    });
  });
});
