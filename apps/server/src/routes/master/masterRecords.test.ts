import type { IdCardRecord, MasterContract, MasterLabel, MasterProfile, StoredFile } from '@onsite/domain';
import { addDays } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanOrphanUploads } from '../../enterprise/orphans';
import { sampleBarcodePng, samplePdf } from '../../seed/sampleFiles';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'dispatcher2' | 'viewer' | 'master' | 'market', string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'dispatcher', 'viewer', 'master', 'market'] as const)
    tokens[name] = await server.login(name);
  tokens.dispatcher2 = await server.login('dispatcher2', 'Onsite@2024');
});
afterAll(() => server.close());

/** The server's today in the tests (TEST_NOW, 2025-03-15 in UTC+8; the seed is anchored there). */
const TODAY = '2025-03-15';

type Body<T> = { code: number; msg: string; data?: T; rows?: T[]; total?: number };
const get = async <T>(url: string, token: string, query: Record<string, unknown> = {}) =>
  (await server.call('GET', url, { token, query })).body as Body<T>;
const post = async <T>(url: string, token: string, body: object) =>
  (await server.call('POST', url, { token, body })).body as Body<T>;

/** The master tables a refusal must leave as they were. */
const snapshot = () => ({
  labels: server.db.prepare('SELECT * FROM master_label ORDER BY label_id').all(),
  links: server.db.prepare('SELECT * FROM master_label_link ORDER BY master_id, label_id').all(),
  contracts: server.db.prepare('SELECT * FROM master_contract ORDER BY contract_id').all(),
  masters: server.db.prepare('SELECT * FROM master ORDER BY master_id').all(),
});

/** A refusal with this message that changes nothing. */
async function refused(action: () => Promise<Body<unknown>>, msg: string | RegExp) {
  const before = snapshot();
  const body = await action();
  expect(body.code, JSON.stringify(body)).not.toBe(0);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else expect(body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

/** Uploads a file through `/dfs/upload` as `token`'s user and answers its stored path. */
async function upload(token: string, fileName: string, data: Buffer): Promise<string> {
  const boundary = '----onsite-d54-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/dfs/upload?type=enterprise',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token },
    payload,
  });
  const body = response.json() as Body<{ pathfileName: string }>;
  expect(body.code, body.msg).toBe(0);
  return body.data?.pathfileName ?? '';
}
const PNG = sampleBarcodePng();
const PDF = samplePdf(['signed']);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');

const masterNamed = (name: string) =>
  (server.db.prepare('SELECT master_id FROM master WHERE master_name = ?').get(name) as { master_id: number })
    .master_id;

describe('master labels (D54)', () => {
  const labelNamed = async (name: string) =>
    ((await get<MasterLabel>('/master/label/list', tokens.dispatcher, { labelName: name })).rows ??
      [])[0] as MasterLabel;

  it('lists the labels with how many masters carry each; staff only, with the code', async () => {
    const body = await get<MasterLabel>('/master/label/list', tokens.dispatcher, { pageSize: 50 });
    expect(body.code).toBe(0);
    const gold = body.rows?.find((row) => row.labelName === '金牌师傅');
    expect(gold?.masterCount).toBe(server.count('master_label_link', `label_id = ${gold?.labelId}`));
    expect(
      (await get<MasterLabel>('/master/label/list', tokens.dispatcher, { status: '1' })).rows?.map(
        (row) => row.labelName,
      ),
    ).toEqual(['节假日可派']);
    expect((await server.call('GET', '/master/label/list', { token: tokens.viewer })).status).toBe(403);
    expect((await server.call('GET', '/master/label/list', { token: tokens.master })).status).toBe(403);
    // 师傅列表 shows each master's labels.
    const guo = (await get<MasterProfile>('/master/master/list', tokens.dispatcher, { masterName: '郭' }))
      .rows?.[0];
    expect(guo?.labels.map((label) => label.labelName)).toEqual(['夜间可派', '金牌师傅']);
  });

  it('adds and edits a label, refusing a blank or taken name and an unknown label', async () => {
    const add = (labelName: string) => () =>
      post('/master/label/add', tokens.dispatcher, { labelName, color: 'blue', status: '0', remark: '' });
    await refused(add('  '), '请输入标签名称');
    await refused(add('金牌师傅'), '标签「金牌师傅」已存在');
    const bad = await server.call('POST', '/master/label/add', {
      token: tokens.dispatcher,
      body: { labelName: '彩色', color: 'rainbow', status: '0', remark: '' },
    });
    expect(bad.status).toBe(400);
    const added = (await add(' 可开发票 ')()).data as MasterLabel;
    expect(added).toMatchObject({ labelName: '可开发票', color: 'blue', masterCount: 0, createBy: '王派单' });
    const edit = (labelId: number, labelName: string) => () =>
      post('/master/label/edit', tokens.dispatcher, {
        labelId,
        labelName,
        color: 'gold',
        status: '1',
        remark: '停用',
      });
    await refused(edit(999, '随便'), '标签 999 不存在');
    await refused(edit(added.labelId, '新手'), '标签「新手」已存在');
    const edited = (await edit(added.labelId, '可开发票')()).data as MasterLabel;
    expect(edited).toMatchObject({ color: 'gold', status: '1', updateBy: '王派单' });
  });

  it('attaches labels, refusing a disabled label, masters who all carry it, a master at the limit or unknown', async () => {
    const retrain = await labelNamed('需复训');
    const holiday = await labelNamed('节假日可派');
    const he = masterNamed('何师傅');
    const assign = (labelId: number, masterIds: number[]) => () =>
      post('/master/label/assign', tokens.dispatcher, { labelId, masterIds });
    await refused(assign(holiday.labelId, [he]), '标签「节假日可派」已停用，不能贴给师傅');
    await refused(assign(retrain.labelId, [999]), '师傅 999 不存在');
    const done = await assign(retrain.labelId, [he, masterNamed('许师傅')])();
    expect(done).toMatchObject({ code: 0, msg: '已为 2 名师傅贴上标签「需复训」' });
    expect((done.data as MasterLabel).masterCount).toBe(2);
    await refused(assign(retrain.labelId, [he]), '所选师傅都已有标签「需复训」');
    // The masters carrying it, newest first.
    const carriers = await get<{ masterName: string }>('/master/label/masters', tokens.dispatcher, {
      labelId: retrain.labelId,
    });
    expect(carriers.total).toBe(2);
    // A master carrying ten labels takes no eleventh.
    const fill = server.db.prepare(
      "INSERT INTO master_label (label_name, color, status, create_by, create_time) VALUES (?, 'red', '0', 'test', '2025-01-01 00:00:00')",
    );
    const link = server.db.prepare(
      "INSERT INTO master_label_link (master_id, label_id, assign_by, assign_time) VALUES (?, ?, 'test', '2025-01-01 00:00:00')",
    );
    const tang = masterNamed('唐师傅');
    for (let n = 0; n < 10; n += 1) link.run(tang, Number(fill.run(`满额${n}`).lastInsertRowid));
    await refused(assign(retrain.labelId, [tang]), '唐师傅已有 10 个标签，请先移除其他标签');
    server.db.prepare("DELETE FROM master_label_link WHERE assign_by = 'test'").run();
    server.db.prepare("DELETE FROM master_label WHERE create_by = 'test'").run();
  });

  it('takes a label off a master, refusing one who does not carry it', async () => {
    const retrain = await labelNamed('需复训');
    const unassign = (masterId: number) => () =>
      post('/master/label/unassign', tokens.dispatcher, { labelId: retrain.labelId, masterId });
    await refused(unassign(masterNamed('郭师傅')), '郭师傅没有标签「需复训」');
    const done = await unassign(masterNamed('许师傅'))();
    expect(done.msg).toBe('已移除许师傅的标签「需复训」');
  });

  it("sets a master's labels: a disabled label is kept where carried, never attached anew", async () => {
    const holiday = await labelNamed('节假日可派');
    const gold = await labelNamed('金牌师傅');
    const night = await labelNamed('夜间可派');
    const set = (master: string, labelIds: number[]) => () =>
      post('/master/label/setOfMaster', tokens.dispatcher, { masterId: masterNamed(master), labelIds });
    await refused(set('郭师傅', [gold.labelId, holiday.labelId]), '标签「节假日可派」已停用，不能贴给师傅');
    await refused(set('郭师傅', [999]), '标签 999 不存在');
    // 胡师傅 carries the disabled 节假日可派: kept, with 夜间可派 added and 金牌师傅 taken off.
    const hu = (await set('胡师傅', [holiday.labelId, night.labelId])()).data as MasterProfile;
    expect(hu.labels.map((label) => label.labelName).sort()).toEqual(['夜间可派', '节假日可派'].sort());
    const tooMany = await server.call('POST', '/master/label/setOfMaster', {
      token: tokens.dispatcher,
      body: { masterId: 1, labelIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
    });
    expect(tooMany.status).toBe(400);
  });

  it('deletes a label no master carries and refuses one they carry, naming how many', async () => {
    const gold = await labelNamed('金牌师傅');
    await refused(
      () => post('/master/label/remove', tokens.dispatcher, { labelId: gold.labelId }),
      `标签「金牌师傅」已贴在 ${gold.masterCount} 名师傅身上，不能删除：请先停用或从师傅身上移除`,
    );
    await refused(() => post('/master/label/remove', tokens.dispatcher, { labelId: 999 }), '标签 999 不存在');
    const unused = await labelNamed('可开发票');
    expect((await post('/master/label/remove', tokens.dispatcher, { labelId: unused.labelId })).msg).toBe(
      '删除成功',
    );
    expect(server.count('master_label', `label_id = ${unused.labelId}`)).toBe(0);
  });
});

describe('master contracts (D54)', () => {
  const list = async (query: Record<string, unknown>) =>
    (await get<MasterContract>('/master/contract/list', tokens.dispatcher, { pageSize: 50, ...query }))
      .rows ?? [];
  const contractOf = async (masterName: string, state: string) =>
    (await list({ masterName, state }))[0] as MasterContract;
  const form = (patch: object = {}) => ({
    masterId: masterNamed('梁师傅'),
    contractNo: '',
    startDate: TODAY,
    endDate: addDays(TODAY, 364),
    filePath: null,
    remark: '',
    ...patch,
  });
  const add =
    (patch: object = {}) =>
    () =>
      post('/master/contract/add', tokens.dispatcher, form(patch));

  it('lists contracts with their state on today, days left, the expiring ones and filters', async () => {
    const all = await list({});
    expect(all.length).toBe(server.count('master_contract'));
    const states = new Set(all.map((row) => row.state));
    expect([...states].sort()).toEqual(['active', 'expired', 'pending', 'terminated', 'upcoming']);
    for (const row of all) {
      expect(row.daysLeft === null, row.contractNo).toBe(
        row.state === 'expired' || row.state === 'terminated',
      );
      if (row.state !== 'pending') expect(row.fileName, row.contractNo).toMatch(/\.pdf$/);
    }
    // Only 马师傅's ends within 30 days unrenewed: 胡师傅's is followed by its renewal.
    const expiring = await list({ expiring: '1' });
    expect(expiring.map((row) => row.masterName)).toEqual(['马师傅']);
    expect(expiring[0]?.daysLeft).toBe(20);
    const hu = await list({ masterName: '胡师傅' });
    expect(hu.find((row) => row.state === 'active')).toMatchObject({ renewed: true, expiring: false });
    expect(hu.find((row) => row.state === 'upcoming')?.renewedFromNo).toMatch(/^SC\d{12}$/);
    expect((await list({ state: 'terminated' })).every((row) => row.terminateReason !== null)).toBe(true);
    expect((await server.call('GET', '/master/contract/list', { token: tokens.viewer })).status).toBe(403);
  });

  it('refuses a bad period, number, master, overlap or file, changing nothing', async () => {
    await refused(add({ startDate: '2025-02-30' }), '请输入正确的开始日期（YYYY-MM-DD）');
    await refused(add({ endDate: '2025-13-01' }), '请输入正确的结束日期（YYYY-MM-DD）');
    await refused(add({ endDate: TODAY }), '结束日期必须晚于开始日期');
    await refused(add({ endDate: '2030-03-16' }), '合同期限最长 5 年');
    await refused(
      add({ startDate: '2024-01-01', endDate: '2025-03-14' }),
      '结束日期已过，不能登记已到期的合同',
    );
    await refused(add({ contractNo: 'AB' }), '合同编号须为 4–32 位字母、数字或短横线');
    const taken = (await list({ masterName: '郭师傅', state: 'active' }))[0] as MasterContract;
    await refused(
      add({ contractNo: taken.contractNo.toLowerCase() }),
      `合同编号 ${taken.contractNo.toLowerCase()} 已存在`,
    );
    await refused(add({ masterId: 999 }), '师傅 999 不存在');
    await refused(
      add({ masterId: 1 }),
      `郭师傅已有合同 ${taken.contractNo}（${taken.startDate} 至 ${taken.endDate}），合同期间不能重叠`,
    );
    // A file someone else uploaded, a file never uploaded, a file of another type.
    const others = await upload(tokens.admin, 'signed.pdf', PDF);
    await refused(add({ filePath: others }), '合同文件不存在，请重新上传');
    await refused(add({ filePath: 'uploads/enterprise/none.pdf' }), '合同文件不存在，请重新上传');
    const gif = await upload(tokens.dispatcher, 'signed.gif', GIF);
    await refused(add({ filePath: gif }), '合同文件须为 PDF 或图片（jpg、png）');
  });

  it('adds a contract numbered by the server, edits it while pending and signs it with its copy', async () => {
    const added = (await add({ remark: '新签' })()).data as MasterContract;
    expect(added).toMatchObject({ masterName: '梁师傅', state: 'pending', signDate: null, daysLeft: 364 });
    expect(added.contractNo).toBe(`SC${TODAY.replace(/-/g, '')}0001`);
    const edit =
      (contractId: number, patch: object = {}) =>
      () =>
        post('/master/contract/edit', tokens.dispatcher, {
          contractId,
          startDate: TODAY,
          endDate: addDays(TODAY, 700),
          filePath: null,
          remark: '',
          ...patch,
        });
    await refused(edit(999), '师傅合同 999 不存在');
    const active = await contractOf('郭师傅', 'active');
    await refused(edit(active.contractId), '只有待签署的合同可以修改');
    await refused(edit(added.contractId, { endDate: '2024-01-01' }), '结束日期必须晚于开始日期');
    const signed = await upload(tokens.dispatcher, '梁师傅合同.pdf', PDF);
    const answer = await edit(added.contractId, { filePath: signed })();
    expect(answer.msg).toBe('合同已签署');
    expect(answer.data).toMatchObject({
      state: 'active',
      signDate: TODAY,
      fileName: '梁师傅合同.pdf',
      daysLeft: 700,
    });
    // The signed copy is the contract holders' only: a user without the list code is refused.
    const download = (token: string) =>
      server.call('GET', '/dfs/download', { token, query: { fileName: signed } });
    expect((await download(tokens.dispatcher)).status).toBe(200);
    expect((await download(tokens.market)).status).toBe(403);
    // Referenced, it stays through the orphan sweep and 文件存储 names it.
    server.db.prepare("UPDATE dfs_file SET create_time = '2020-01-01 00:00:00' WHERE path = ?").run(signed);
    cleanOrphanUploads(server.db, server.config.dataDir, server.clock.now);
    expect(server.count('dfs_file', `path = '${signed}'`)).toBe(1);
    const files = (
      await get<StoredFile>('/system/file/list', tokens.admin, { originalName: '梁师傅合同', pageSize: 10 })
    ).rows;
    expect(files?.[0]?.references).toEqual(['masterContract']);
  });

  it('renews a signed contract from the day after its end, or today when it is over; refuses others', async () => {
    const renew = (contractId: number, endDate: string) => () =>
      post('/master/contract/renew', tokens.dispatcher, {
        contractId,
        contractNo: '',
        endDate,
        filePath: null,
        remark: '',
      });
    await refused(
      renew((await contractOf('朱师傅', 'pending')).contractId, '2027-01-01'),
      '只有已签署的合同（生效、未生效或已到期）可以续签',
    );
    await refused(
      renew((await contractOf('高师傅', 'terminated')).contractId, '2027-01-01'),
      '只有已签署的合同（生效、未生效或已到期）可以续签',
    );
    // 胡师傅's running contract is followed by its renewal already.
    const hu = await contractOf('胡师傅', 'active');
    const huNext = await contractOf('胡师傅', 'upcoming');
    await refused(
      renew(hu.contractId, '2027-01-01'),
      `胡师傅已有合同 ${huNext.contractNo}（${huNext.startDate} 至 ${huNext.endDate}），合同期间不能重叠`,
    );
    const ma = await contractOf('马师傅', 'active');
    await refused(renew(ma.contractId, ma.endDate), '结束日期必须晚于开始日期');
    const next = await renew(ma.contractId, addDays(ma.endDate, 365))();
    expect(next.msg).toBe(`已续签，新合同自 ${addDays(ma.endDate, 1)} 起`);
    expect(next.data).toMatchObject({
      state: 'pending',
      startDate: addDays(ma.endDate, 1),
      renewedFromNo: ma.contractNo,
    });
    expect((await list({ expiring: '1' })).map((row) => row.masterName)).not.toContain('马师傅');
    const lin = await contractOf('林师傅', 'expired');
    const after = (await renew(lin.contractId, addDays(TODAY, 365))()).data as MasterContract;
    expect(after.startDate).toBe(TODAY);
  });

  it('terminates a contract not yet over with a reason; a terminated period frees the master', async () => {
    const terminate = (contractId: number, reason: string) => () =>
      post('/master/contract/terminate', tokens.dispatcher, { contractId, reason });
    const luo = await contractOf('罗师傅', 'active');
    await refused(terminate(luo.contractId, '  '), '请输入终止原因');
    const gao = await contractOf('高师傅', 'terminated');
    await refused(terminate(gao.contractId, '再次'), `合同 ${gao.contractNo} 已终止`);
    const expired = (await list({ masterName: '郭师傅', state: 'expired' }))[0] as MasterContract;
    await refused(terminate(expired.contractId, '补终止'), `合同 ${expired.contractNo} 已到期，不能终止`);
    const done = await terminate(luo.contractId, '师傅离职')();
    expect(done.data).toMatchObject({
      state: 'terminated',
      terminateReason: '师傅离职',
      terminateBy: '王派单',
      daysLeft: null,
    });
    const again = await add({ masterId: masterNamed('罗师傅') })();
    expect(again.code).toBe(0);
  });
});

describe('ID card reviews (D54)', () => {
  const cardOf = async (masterName: string, token = tokens.dispatcher) =>
    ((await get<IdCardRecord>('/master/idCard/list', token, { masterName })).rows ?? [])[0] as IdCardRecord;

  it('lists the cards waiting first; numbers and pictures only for who submits or reviews', async () => {
    const body = await get<IdCardRecord>('/master/idCard/list', tokens.dispatcher, { pageSize: 50 });
    expect(body.total).toBe(server.count('master'));
    expect(body.rows?.[0]).toMatchObject({
      masterName: '邓师傅',
      idCardState: 'pending',
      hasPictures: true,
      submitBy: '孙调度',
    });
    expect(body.rows?.[0]?.idCardNo).toMatch(/^\d{17}[\dX]$/);
    expect(body.rows?.find((row) => row.masterName === '曹师傅')?.refuseReason).toContain('照片模糊');
    // A role holding the list code alone reads masked numbers and no pictures.
    server.db
      .prepare("INSERT INTO sys_role_button (role_id, button) VALUES (32, 'master:idcard:list')")
      .run();
    const viewer = await server.login('viewer');
    const masked = await cardOf('郭师傅', viewer);
    expect(masked).toMatchObject({ idCardMasked: true, frontPath: null, backPath: null, hasPictures: true });
    expect(masked.idCardNo).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    server.db
      .prepare("DELETE FROM sys_role_button WHERE role_id = 32 AND button = 'master:idcard:list'")
      .run();
    expect((await server.call('GET', '/master/idCard/list', { token: tokens.market })).status).toBe(403);
  });

  it('refuses a submission with a bad name, number or pictures, changing nothing', async () => {
    const front = await upload(tokens.dispatcher, 'front.png', PNG);
    const back = await upload(tokens.dispatcher, 'back.png', PNG);
    const cao = await cardOf('曹师傅');
    const submit = (patch: object) => () =>
      post('/master/idCard/submit', tokens.dispatcher, {
        masterId: cao.masterId,
        holderName: '曹文华',
        idCardNo: cao.idCardNo,
        frontPath: front,
        backPath: back,
        ...patch,
      });
    await refused(submit({ masterId: 999 }), '师傅 999 不存在');
    await refused(submit({ holderName: ' ' }), '请输入身份证上的姓名');
    await refused(submit({ holderName: '曹1' }), '姓名须为 2–30 个汉字或字母');
    // The right shape with a wrong check character.
    const wrong = `${cao.idCardNo.slice(0, 17)}${cao.idCardNo.endsWith('0') ? '1' : '0'}`;
    await refused(submit({ idCardNo: wrong }), '请输入正确的18位身份证号码');
    await refused(submit({ idCardNo: (await cardOf('郭师傅')).idCardNo }), '该身份证号码已被其他师傅使用');
    await refused(submit({ backPath: front }), '人像面和国徽面不能是同一张照片');
    await refused(
      submit({ frontPath: await upload(tokens.admin, 'x.png', PNG) }),
      '身份证照片不存在，请重新上传',
    );
    await refused(
      submit({ frontPath: await upload(tokens.dispatcher, 'card.pdf', PDF) }),
      '身份证照片须为图片（jpg、png、webp）',
    );
    const done = await submit({ holderName: ' 曹文华 ', idCardNo: cao.idCardNo.toLowerCase() })();
    expect(done.msg).toBe('已提交审核');
    expect(done.data).toMatchObject({
      idCardState: 'pending',
      holderName: '曹文华',
      submitBy: '王派单',
      refuseReason: null,
      reviewBy: null,
    });
  });

  it('approves only a pending card with both pictures, never by its submitter', async () => {
    const cao = await cardOf('曹师傅');
    const approve = (token: string, masterId: number) => () =>
      post('/master/idCard/approve', token, { masterId });
    await refused(approve(tokens.dispatcher, cao.masterId), '不能审核本人提交的身份证，请由其他审核人处理');
    await refused(approve(tokens.admin, 999), '师傅 999 不存在');
    await refused(approve(tokens.admin, (await cardOf('郭师傅')).masterId), '郭师傅的身份证不在待审核状态');
    server.db.prepare('UPDATE master SET id_card_back = NULL WHERE master_id = ?').run(cao.masterId);
    await refused(approve(tokens.admin, cao.masterId), '曹师傅的身份证照片不全，不能通过，请驳回或重新提交');
    server.db
      .prepare('UPDATE master SET id_card_back = id_card_front || ? WHERE master_id = ?')
      .run('', cao.masterId);
    const done = await approve(tokens.admin, cao.masterId)();
    expect(done).toMatchObject({ code: 0, msg: '身份证审核已通过' });
    expect(done.data).toMatchObject({ idCardState: 'approved', reviewBy: '系统管理员' });
    expect(
      (await get<MasterProfile>('/master/master/list', tokens.dispatcher, { masterName: '曹' })).rows?.[0]
        ?.idCardState,
    ).toBe('approved');
  });

  it('refuses a pending card with a reason; the pictures are for who submits or reviews', async () => {
    const deng = await cardOf('邓师傅');
    const refuse = (token: string, reason: string) => () =>
      post('/master/idCard/refuse', token, { masterId: deng.masterId, reason });
    await refused(refuse(tokens.dispatcher2, '照片模糊'), '不能审核本人提交的身份证，请由其他审核人处理');
    await refused(refuse(tokens.dispatcher, '  '), '请输入驳回原因');
    const done = await refuse(tokens.dispatcher, '国徽面反光，看不清有效期')();
    expect(done.data).toMatchObject({
      idCardState: 'refused',
      refuseReason: '国徽面反光，看不清有效期',
      reviewBy: '王派单',
    });
    await refused(refuse(tokens.dispatcher, '再次'), '邓师傅的身份证不在待审核状态');
    // A picture of a card: the market role (no ID card code) is refused, a reviewer reads it.
    const picture = await upload(tokens.dispatcher, 'deng.png', PNG);
    const second = await upload(tokens.dispatcher, 'deng2.png', PNG);
    await post('/master/idCard/submit', tokens.dispatcher, {
      masterId: deng.masterId,
      holderName: '邓志强',
      idCardNo: deng.idCardNo,
      frontPath: picture,
      backPath: second,
    });
    const see = (token: string) =>
      server.call('GET', '/dfs/download', { token, query: { fileName: picture } });
    expect((await see(tokens.market)).status).toBe(403);
    expect((await see(tokens.admin)).status).toBe(200);
    const files = (
      await get<StoredFile>('/system/file/list', tokens.admin, { originalName: 'deng.png', pageSize: 10 })
    ).rows;
    expect(files?.[0]?.references).toEqual(['idCardPicture']);
  });

  it('a new number in the master form makes the card a new one: its record is submitted anew', async () => {
    const xu = await cardOf('许师傅');
    const profile = (await get<MasterProfile>('/master/master/list', tokens.dispatcher, { masterName: '许' }))
      .rows?.[0] as MasterProfile;
    const edited = await post('/master/master/edit', tokens.dispatcher, {
      masterId: xu.masterId,
      masterName: profile.masterName,
      phonenumber: profile.phonenumber,
      idCardNo: '11010519491231002X',
      skills: profile.skills,
      regions: profile.regions.map(({ provinceCode, cityCode, areaCode }) => ({
        provinceCode,
        cityCode,
        areaCode,
      })),
      state: 'off',
    });
    expect(edited.code, edited.msg).toBe(0);
    expect(await cardOf('许师傅')).toMatchObject({
      idCardState: 'pending',
      holderName: null,
      hasPictures: false,
      submitBy: null,
      reviewBy: null,
    });
  });
});
