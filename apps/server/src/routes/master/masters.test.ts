import type { DispatchCandidate, MasterProfile, MasterTeam } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'dispatcher' | 'viewer' | 'enterprise' | 'master', string>;

beforeAll(async () => {
  server = await startTestServer();
  // The viewer may list masters but not edit them: ID card numbers come masked.
  server.db.prepare("INSERT INTO sys_role_button (role_id, button) VALUES (32, 'master:master:list')").run();
  for (const name of ['dispatcher', 'viewer', 'enterprise', 'master'] as const)
    tokens[name] = await server.login(name);
});
afterAll(async () => server.close());

const get = (path: string, token: string, query: Record<string, unknown> = {}) =>
  server.call('GET', path, { token, query });
const post = (path: string, token: string, body: object) => server.call('POST', path, { token, body });
const list = async (query: Record<string, unknown>, token = tokens.dispatcher) =>
  (await get('/master/master/list', token, { pageSize: 100, ...query })).body as {
    rows: MasterProfile[];
    total: number;
  };

/** Everything a master call may write. */
const snapshot = () => ({
  masters: server.db.prepare('SELECT * FROM master ORDER BY master_id').all(),
  skills: server.db.prepare('SELECT * FROM master_skill ORDER BY master_id, install_type').all(),
  regions: server.db.prepare('SELECT * FROM master_region ORDER BY region_id').all(),
  teams: server.db.prepare('SELECT * FROM master_team ORDER BY team_id').all(),
});

/** A refused call: not code 0, the message, nothing changed. */
async function refused(action: () => Promise<{ body: { code: number; msg: string } }>, msg: string | RegExp) {
  const before = snapshot();
  const { body } = await action();
  expect(body.code).not.toBe(0);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else expect(body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

const FORM = {
  masterName: '潘师傅',
  phonenumber: '13700000031',
  idCardNo: '44030519900101000X',
  skills: ['1', '2'],
  regions: [{ provinceCode: '440000', cityCode: '440300', areaCode: '440305' }],
  state: 'active',
};

describe('the master list (D38)', () => {
  it('pages masters with their profile; the edit code reads full ID card numbers, the list code alone masked', async () => {
    const all = await list({});
    // 16 of D38 and (D52) the five masters of 罗湖二队, 荔湾一队 and the disbanded 天河一队.
    expect(all.total).toBe(21);
    const guo = all.rows.find((row) => row.masterId === 1) as MasterProfile;
    expect(guo).toMatchObject({
      masterName: '郭师傅',
      teamName: '南山一队',
      teamHead: false,
      state: 'active',
    });
    expect(guo.idCardNo).toMatch(/^\d{17}[\dX]$/);
    expect(guo.skills).toEqual(['1', '2', '3', '4']);
    expect(guo.openOrders).toBeGreaterThan(0);
    expect(all.rows.find((row) => row.masterId === 2)?.teamHead).toBe(true);
    const masked = await list({}, tokens.viewer);
    expect(masked.rows.every((row) => row.idCardMasked && /^\d{6}\*{8}[\dX*]{4}$/.test(row.idCardNo))).toBe(
      true,
    );
  });

  it('filters by name, phone, state, skill and region', async () => {
    expect((await list({ masterName: '郭' })).rows.map((row) => row.masterId)).toEqual([1]);
    expect((await list({ phonenumber: '13600000013' })).rows.map((row) => row.masterName)).toEqual([
      '何师傅',
    ]);
    expect((await list({ state: 'blacklisted' })).rows.map((row) => row.masterName)).toEqual(['何师傅']);
    expect((await list({ state: 'off' })).rows.map((row) => row.masterName)).toEqual(['许师傅']);
    const measuring = await list({ skill: '3' });
    expect(measuring.rows.every((row) => row.skills.includes('3'))).toBe(true);
    const zhejiang = (await list({ provinceCode: '330000' })).rows.map((row) => row.masterId);
    expect(zhejiang).toEqual(expect.arrayContaining([1, 2, 3, 6, 7, 14]));
    expect(zhejiang).not.toContain(11);
    const hangzhouWest = (await list({ provinceCode: '330000', cityCode: '330100' })).rows.map(
      (row) => row.masterId,
    );
    expect(hangzhouWest).toContain(7);
  });

  it('is refused to callers without the code, to enterprise users and to masters', async () => {
    for (const token of [tokens.enterprise, tokens.master]) {
      const { body } = await get('/master/master/list', token);
      expect(body.code).toBe(403);
    }
    const { body } = await post('/master/master/add', tokens.viewer, FORM);
    expect(body.code).toBe(403);
  });

  it('adds a master (ID card pending review) and refuses every bad form, changing nothing', async () => {
    const add = (patch: object) => () => post('/master/master/add', tokens.dispatcher, { ...FORM, ...patch });
    await refused(add({ masterName: '  ' }), '请输入师傅姓名');
    await refused(add({ phonenumber: '12345678901' }), '请输入正确的手机号码');
    await refused(add({ idCardNo: '440305199003071234' }), '请输入正确的18位身份证号码');
    await refused(add({ idCardNo: '4403051990030712' }), '请输入正确的18位身份证号码');
    await refused(add({ phonenumber: '13600000001' }), '手机号码 13600000001 已被其他师傅使用');
    const guoCard = (
      server.db.prepare('SELECT id_card_no FROM master WHERE master_id = 1').get() as { id_card_no: string }
    ).id_card_no;
    await refused(add({ idCardNo: guoCard }), '该身份证号码已被其他师傅使用');
    await refused(add({ skills: [] }), '请至少选择一项技能');
    await refused(add({ skills: ['9'] }), '安装类型 9 不存在');
    await refused(add({ regions: [] }), '请至少选择一个服务区域');
    await refused(
      add({ regions: [{ provinceCode: '110000', cityCode: '440300' }] }),
      '服务区域不存在，请重新选择省、市、区',
    );
    await refused(
      add({ regions: [{ provinceCode: '440000', areaCode: '440305' }] }),
      '请先选择区域所在的城市',
    );
    await refused(add({ state: 'blacklisted' }), /state/);

    const { body } = await post('/master/master/add', tokens.dispatcher, {
      ...FORM,
      idCardNo: '44030519900101000x',
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      masterName: '潘师傅',
      idCardNo: '44030519900101000X',
      idCardState: 'pending',
      skills: ['1', '2'],
      regions: [
        {
          provinceCode: '440000',
          cityCode: '440300',
          areaCode: '440305',
          regionName: '广东省 深圳市 南山区',
        },
      ],
      teamId: null,
      score: null,
      openOrders: 0,
    });
  });

  it('edits a profile: a new ID card number is pending again, a blacklisted master stays blacklisted', async () => {
    const id = (await list({ masterName: '胡' })).rows[0] as MasterProfile;
    const form = {
      masterId: id.masterId,
      masterName: '胡师傅',
      phonenumber: id.phonenumber,
      idCardNo: id.idCardNo,
      skills: ['1'],
      regions: [{ provinceCode: '440000' }],
      state: 'off',
    };
    await refused(
      () => post('/master/master/edit', tokens.dispatcher, { ...form, masterId: 999 }),
      '师傅 999 不存在',
    );
    await refused(
      () => post('/master/master/edit', tokens.dispatcher, { ...form, phonenumber: '13600000002' }),
      '手机号码 13600000002 已被其他师傅使用',
    );
    let edited = (await post('/master/master/edit', tokens.dispatcher, form)).body.data as MasterProfile;
    expect(edited).toMatchObject({ idCardState: 'approved', state: 'off', skills: ['1'] });
    edited = (
      await post('/master/master/edit', tokens.dispatcher, {
        ...form,
        idCardNo: '11010519491231002X',
        state: 'active',
      })
    ).body.data as MasterProfile;
    expect(edited).toMatchObject({ idCardState: 'pending', state: 'active' });
    const he = (await list({ masterName: '何' })).rows[0] as MasterProfile;
    const kept = (
      await post('/master/master/edit', tokens.dispatcher, {
        masterId: he.masterId,
        masterName: he.masterName,
        phonenumber: he.phonenumber,
        idCardNo: he.idCardNo,
        skills: he.skills,
        regions: he.regions,
        state: 'active',
      })
    ).body.data as MasterProfile;
    expect(kept.state).toBe('blacklisted');
  });
});

describe('the blacklist and dispatch (D38)', () => {
  const orderOf = (status: string, masterId?: number) =>
    (
      server.db
        .prepare(
          `SELECT order_id FROM work_order WHERE order_status = ? AND held = 0 ${masterId ? 'AND master_id = ?' : ''} ORDER BY order_id LIMIT 1`,
        )
        .get(...(masterId ? [status, masterId] : [status])) as { order_id: number }
    ).order_id;

  it('offers only active masters skilled in the order install type and serving its area, with open orders and score', async () => {
    const orderId = orderOf('toDispatch');
    const order = server.db
      .prepare('SELECT install_type, province_code, city_code, area_code FROM work_order WHERE order_id = ?')
      .get(orderId) as { install_type: string; province_code: string; city_code: string; area_code: string };
    const candidates = (await get('/order/order/masterList', tokens.dispatcher, { orderId })).body
      .data as DispatchCandidate[];
    expect(candidates.map((row) => row.masterId)).toEqual(expect.arrayContaining([1, 2]));
    expect(candidates.map((row) => row.masterId)).not.toContain(13);
    expect(candidates.map((row) => row.masterId)).not.toContain(14);
    for (const candidate of candidates) {
      const ok = server.db
        .prepare(
          `SELECT 1 FROM master m WHERE m.master_id = ? AND m.state = 'active'
             AND EXISTS (SELECT 1 FROM master_skill s WHERE s.master_id = m.master_id AND s.install_type = ?)
             AND EXISTS (SELECT 1 FROM master_region r WHERE r.master_id = m.master_id AND r.province_code = ?
               AND (r.city_code IS NULL OR r.city_code = ?) AND (r.area_code IS NULL OR r.area_code = ?))`,
        )
        .get(candidate.masterId, order.install_type, order.province_code, order.city_code, order.area_code);
      expect(ok, candidate.masterName).toBeTruthy();
      expect(candidate.openOrders).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses to dispatch to a blacklisted, off-post, unskilled or out-of-area master, changing nothing', async () => {
    const orderId = orderOf('toDispatch');
    const dispatch = (masterId: number) => () =>
      post('/order/order/dispatch', tokens.dispatcher, { orderId, masterId, remark: '' });
    const orderRow = () => server.db.prepare('SELECT * FROM work_order WHERE order_id = ?').get(orderId);
    const before = orderRow();
    await refused(dispatch(13), '何师傅已被拉黑，不能派单');
    await refused(dispatch(14), '许师傅已离岗，不能派单');
    // 唐师傅 (12) installs only, in 浦东新区; 潘师傅 serves 南山区 only.
    server.db
      .prepare(
        "UPDATE work_order SET province_code = '440000', city_code = '440300', area_code = '440303', install_type = '1' WHERE order_id = ?",
      )
      .run(orderId);
    const moved = orderRow();
    await refused(dispatch(12), /^唐师傅不具备该订单的安装类型技能/);
    const pan = (await list({ masterName: '潘' })).rows[0] as MasterProfile;
    // D60: a master whose ID card is not approved is refused first.
    await refused(dispatch(pan.masterId), '潘师傅的身份证尚未审核通过，不能派单');
    server.db.prepare("UPDATE master SET id_card_state = 'approved' WHERE master_id = ?").run(pan.masterId);
    await refused(dispatch(pan.masterId), /^潘师傅不具备/);
    expect(orderRow()).toEqual(moved);
    expect(before).not.toBeUndefined();
    const ok = await post('/order/order/dispatch', tokens.dispatcher, { orderId, masterId: 1, remark: '' });
    expect(ok.body.code).toBe(0);
  });

  it('blacklists with a reason and lifts it; refusals change nothing', async () => {
    await refused(
      () => post('/master/master/blacklist', tokens.dispatcher, { masterId: 5, reason: '  ' }),
      '请输入拉黑原因',
    );
    await refused(
      () => post('/master/master/blacklist', tokens.dispatcher, { masterId: 13, reason: '再次' }),
      '何师傅已在黑名单中',
    );
    await refused(
      () => post('/master/master/blacklist', tokens.dispatcher, { masterId: 999, reason: 'x' }),
      '师傅 999 不存在',
    );
    await refused(
      () => post('/master/master/unblacklist', tokens.dispatcher, { masterId: 5 }),
      '高师傅不在黑名单中',
    );
    await refused(
      () => post('/master/master/blacklist', tokens.viewer, { masterId: 5, reason: '投诉' }),
      /没有权限/,
    );
    const { body } = await post('/master/master/blacklist', tokens.dispatcher, {
      masterId: 5,
      reason: ' 私下收费 ',
    });
    expect(body.data).toMatchObject({
      state: 'blacklisted',
      blacklistReason: '私下收费',
      blacklistBy: expect.any(String),
    });
    const lifted = (await post('/master/master/unblacklist', tokens.dispatcher, { masterId: 5 })).body.data;
    expect(lifted).toMatchObject({ state: 'active', blacklistReason: null, blacklistTime: null });
  });

  it('a blacklisted master cannot accept an order dispatched before, and can once lifted', async () => {
    const orderId = orderOf('dispatched', 1);
    await post('/master/master/blacklist', tokens.dispatcher, {
      masterId: 1,
      reason: '核查投诉期间暂停接单',
    });
    const before = server.db.prepare('SELECT * FROM work_order WHERE order_id = ?').get(orderId);
    const { body } = await post('/order/order/accept', tokens.master, { orderId });
    expect(body.msg).toBe('您已被列入师傅黑名单，不能接新订单，请联系平台');
    expect(server.db.prepare('SELECT * FROM work_order WHERE order_id = ?').get(orderId)).toEqual(before);
    const candidates = (
      await get('/order/order/masterList', tokens.dispatcher, { orderId: orderOf('toDispatch') })
    ).body.data as DispatchCandidate[];
    expect(candidates.map((row) => row.masterId)).not.toContain(1);
    await post('/master/master/unblacklist', tokens.dispatcher, { masterId: 1 });
    expect((await post('/order/order/accept', tokens.master, { orderId })).body.code).toBe(0);
  });
});

describe('teams (D38)', () => {
  const teams = async () =>
    ((await get('/master/team/list', tokens.dispatcher, { pageSize: 100 })).body.rows ?? []) as MasterTeam[];
  const team =
    (body: object, path: string, token = tokens.dispatcher) =>
    () =>
      post(`/master/team/${path}`, token, body);

  it('lists teams with head and members', async () => {
    const nanshan = (await teams()).find((row) => row.teamName === '南山一队') as MasterTeam;
    expect(nanshan).toMatchObject({ headMasterId: 2, headName: '马师傅' });
    expect(nanshan.members.map((row) => row.masterId)).toEqual([1, 2]);
    expect((await get('/master/team/list', tokens.enterprise)).body.code).toBe(403);
  });

  it('creates a team, adds and removes members, changes the head; every refusal changes nothing', async () => {
    const deng = 15;
    await refused(team({ teamName: ' ', headMasterId: deng }, 'add'), '请输入团队名称');
    await refused(team({ teamName: '南山一队', headMasterId: deng }, 'add'), '团队名称「南山一队」已存在');
    await refused(team({ teamName: '龙岗二队', headMasterId: 1 }, 'add'), '郭师傅已在团队「南山一队」中');
    await refused(team({ teamName: '龙岗二队', headMasterId: 999 }, 'add'), '师傅 999 不存在');
    await refused(team({ teamName: '龙岗二队', headMasterId: deng }, 'add', tokens.viewer), /没有权限/);
    const created = (
      await post('/master/team/add', tokens.dispatcher, { teamName: '龙岗二队', headMasterId: deng })
    ).body.data as MasterTeam;
    expect(created).toMatchObject({ headMasterId: deng, members: [{ masterId: deng }] });
    const { teamId } = created;

    await refused(team({ teamId, masterId: 1 }, 'addMember'), '郭师傅已在团队「南山一队」中');
    await refused(team({ teamId, masterId: deng }, 'addMember'), '邓师傅已是团队「龙岗二队」的成员');
    await refused(team({ teamId: 999, masterId: 8 }, 'addMember'), '团队 999 不存在');
    const grown = (await post('/master/team/addMember', tokens.dispatcher, { teamId, masterId: 8 })).body
      .data as MasterTeam;
    expect(grown.members.map((row) => row.masterId)).toEqual([8, deng]);
    expect(server.db.prepare('SELECT team_name FROM master WHERE master_id = 8').get()).toEqual({
      team_name: '龙岗二队',
    });

    await refused(team({ teamId, masterId: 1 }, 'setHead'), '郭师傅不是团队「龙岗二队」的成员');
    await refused(team({ teamId, masterId: deng }, 'removeMember'), '不能移除团长，请先更换团长');
    await refused(team({ teamId, masterId: 1 }, 'removeMember'), '郭师傅不是团队「龙岗二队」的成员');
    const headed = (await post('/master/team/setHead', tokens.dispatcher, { teamId, masterId: 8 })).body
      .data as MasterTeam;
    expect(headed).toMatchObject({ headMasterId: 8, headName: '梁师傅' });
    const shrunk = (await post('/master/team/removeMember', tokens.dispatcher, { teamId, masterId: deng }))
      .body.data as MasterTeam;
    expect(shrunk.members.map((row) => row.masterId)).toEqual([8]);
    expect(server.db.prepare('SELECT team_id, team_name FROM master WHERE master_id = ?').get(deng)).toEqual({
      team_id: null,
      team_name: null,
    });
  });
});
