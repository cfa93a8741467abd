import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnterpriseImage, StoredFile } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanOrphanUploads } from '../../enterprise/orphans';
import { sampleBarcodePng, samplePdf } from '../../seed/sampleFiles';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'market' | 'enterprise' | 'ent2' | 'viewer', string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'market', 'enterprise', 'viewer'] as const)
    tokens[name] = await server.login(name);
  tokens.ent2 = await server.login('ent2', 'Onsite@2024');
});
afterAll(() => server.close());

type Body<T> = { code: number; msg: string; data?: T; rows?: T[]; total?: number };
const get = async <T>(url: string, token: string, query: Record<string, unknown> = {}) =>
  (await server.call('GET', url, { token, query })).body as Body<T>;
const post = async <T>(url: string, token: string, body: object) =>
  (await server.call('POST', url, { token, body })).body as Body<T>;

const snapshot = () => ({
  images: server.db.prepare('SELECT * FROM ent_image ORDER BY image_id').all(),
  files: server.db.prepare('SELECT * FROM dfs_file ORDER BY file_id').all(),
});

/** A refusal with this code and message that changes nothing. */
async function refused(action: () => Promise<Body<unknown>>, code: number, msg?: string | RegExp) {
  const before = snapshot();
  const body = await action();
  expect(body.code, JSON.stringify(body)).toBe(code);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else if (msg) expect(body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

/** Uploads a file through `/dfs/upload` as `token`'s user and answers its stored path. */
async function upload(token: string, fileName: string, data: Buffer): Promise<string> {
  const boundary = '----onsite-d66-boundary';
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

const add = (token: string, fields: Record<string, unknown>) =>
  post<number>('/enterprise/image/add', token, {
    enterpriseId: 1,
    label: 'product',
    title: '新产品图',
    ...fields,
  });
const imageOf = (id: number) =>
  server.db.prepare('SELECT * FROM ent_image WHERE image_id = ?').get(id) as
    | { enterprise_id: number; label: string; title: string; file_id: number }
    | undefined;
const seededImageOf = (enterpriseId: number) =>
  (
    server.db
      .prepare('SELECT image_id FROM ent_image WHERE enterprise_id = ? ORDER BY image_id')
      .get(enterpriseId) as {
      image_id: number;
    }
  ).image_id;

describe('enterprise pictures (D66)', () => {
  it('lists an enterprise user its own enterprise only, staff every enterprise with a filter', async () => {
    const own = await get<EnterpriseImage>('/enterprise/image/list', tokens.enterprise, { pageSize: 100 });
    expect(own.code).toBe(0);
    expect(own.rows?.length).toBeGreaterThan(0);
    expect(own.rows?.every((row) => row.enterpriseId === 1)).toBe(true);
    const all = await get<EnterpriseImage>('/enterprise/image/list', tokens.market, { pageSize: 100 });
    expect(new Set(all.rows?.map((row) => row.enterpriseId)).size).toBeGreaterThan(1);
    const second = await get<EnterpriseImage>('/enterprise/image/list', tokens.market, {
      enterpriseId: 2,
      label: 'storefront',
    });
    expect(second.rows?.length).toBeGreaterThan(0);
    expect(second.rows?.every((row) => row.enterpriseId === 2 && row.label === 'storefront')).toBe(true);
    const titled = await get<EnterpriseImage>('/enterprise/image/list', tokens.market, { title: '安装示例' });
    expect(titled.rows?.every((row) => row.title.includes('安装示例'))).toBe(true);
    // Naming another enterprise, or holding no picture code.
    expect((await get('/enterprise/image/list', tokens.enterprise, { enterpriseId: 2 })).code).toBe(403);
    expect((await get('/enterprise/image/list', tokens.viewer)).code).toBe(403);
  });

  it('files an own upload under an enterprise, refusing everything else', async () => {
    const picture = await upload(tokens.enterprise, '门头.png', PNG);
    await refused(() => add(tokens.viewer, { path: picture }), 403);
    await refused(() => add(tokens.enterprise, { path: picture, enterpriseId: 2 }), 403);
    await refused(() => add(tokens.market, { path: picture, enterpriseId: 99_999 }), 404);
    await refused(() => add(tokens.enterprise, { path: picture, title: '   ' }), 400, '请输入图片标题');
    await refused(() => add(tokens.enterprise, { path: picture, label: 'selfie' }), 400);
    await refused(() => add(tokens.enterprise, { path: picture, title: '长'.repeat(51) }), 400);
    // A file someone else uploaded, a file never uploaded, a file of another type.
    await refused(() => add(tokens.market, { path: picture }), 400, '图片文件不存在，请重新上传');
    await refused(
      () => add(tokens.enterprise, { path: 'uploads/enterprise/20250101/none.png' }),
      400,
      '图片文件不存在，请重新上传',
    );
    const pdf = await upload(tokens.enterprise, 'a.pdf', samplePdf(['x']));
    await refused(() => add(tokens.enterprise, { path: pdf }), 400, '图片只支持 png、jpg、webp 格式');

    const body = await add(tokens.enterprise, { path: picture, title: ' 新门头 ', label: 'storefront' });
    expect(body.code, body.msg).toBe(0);
    const row = imageOf(body.data ?? 0);
    expect(row).toMatchObject({ enterprise_id: 1, label: 'storefront', title: '新门头' });
    expect(server.db.prepare('SELECT enterprise_id FROM dfs_file WHERE path = ?').get(picture)).toEqual({
      enterprise_id: 1,
    });
    // The same file twice.
    await refused(() => add(tokens.enterprise, { path: picture }), 400, '该文件已是一张图片，请重新上传');
    // Staff file their own upload under any enterprise.
    const staffs = await upload(tokens.market, 'p.png', PNG);
    expect((await add(tokens.market, { path: staffs, enterpriseId: 2 })).code).toBe(0);
  });

  it("changes a picture's label and title, another enterprise's answering 404", async () => {
    const own = seededImageOf(1);
    const update = (token: string, imageId: number, fields: Record<string, unknown> = {}) =>
      post('/enterprise/image/update', token, { imageId, label: 'other', title: '改过的标题', ...fields });
    await refused(() => update(tokens.enterprise, seededImageOf(2)), 404, `图片 ${seededImageOf(2)} 不存在`);
    await refused(() => update(tokens.viewer, own), 403);
    await refused(() => update(tokens.enterprise, own, { title: ' ' }), 400, '请输入图片标题');
    await refused(() => update(tokens.enterprise, 99_999), 404);
    expect((await update(tokens.enterprise, own)).code).toBe(0);
    expect(imageOf(own)).toMatchObject({ label: 'other', title: '改过的标题' });
    expect((await update(tokens.market, seededImageOf(2), { title: '员工修改' })).code).toBe(0);
  });

  it('shows a picture to its enterprise and staff only, and the orphan sweep keeps it', async () => {
    const picture = await upload(tokens.enterprise, 'keep.png', PNG);
    await add(tokens.enterprise, { path: picture });
    const download = (token: string) =>
      server.call('GET', '/dfs/download', { token, query: { fileName: picture } });
    expect((await download(tokens.enterprise)).status).toBe(200);
    expect((await download(tokens.market)).status).toBe(200);
    expect((await download(tokens.ent2)).status).toBe(403);
    cleanOrphanUploads(server.db, server.config.dataDir, server.clock.now + 3 * 24 * 60 * 60 * 1000);
    expect(existsSync(path.join(server.config.dataDir, ...picture.split('/')))).toBe(true);
    // The file storage names the picture as a reference and refuses to delete the file.
    const files = await get<StoredFile>('/system/file/list', tokens.admin, { originalName: 'keep.png' });
    expect(files.rows?.[0]?.references).toEqual(['enterpriseImage']);
    const fileId = files.rows?.[0]?.fileId ?? 0;
    await refused(() => post('/system/file/remove', tokens.admin, { fileId }), 400, '文件仍被引用，不能删除');
  });

  it('deletes the row, the stored file row and the file at once, refusing while the file is referenced', async () => {
    const picture = await upload(tokens.enterprise, 'gone.png', PNG);
    const imageId = (await add(tokens.enterprise, { path: picture, title: '待删除' })).data ?? 0;
    const absolute = path.join(server.config.dataDir, ...picture.split('/'));
    const remove = (token: string, id = imageId) => post('/enterprise/image/remove', token, { imageId: id });
    await refused(() => remove(tokens.ent2), 404);
    await refused(() => remove(tokens.viewer), 403);
    await refused(() => remove(tokens.enterprise, seededImageOf(2)), 404);

    // Referenced elsewhere (a demand picture of the enterprise): refused, nothing changes.
    const demand = server.db
      .prepare(
        "INSERT INTO ent_demand_pic (enterprise_id, pic_type, pic_path, sort) VALUES (1, 'install', ?, 0)",
      )
      .run(picture).lastInsertRowid;
    await refused(() => remove(tokens.enterprise), 400, '图片「待删除」的文件仍被其他数据引用，不能删除');
    server.db.prepare('DELETE FROM ent_demand_pic WHERE pic_id = ?').run(demand);

    // The file cannot be set aside: nothing is lost, the row and the file stay.
    const blocker = `${absolute}.removing`;
    mkdirSync(blocker);
    writeFileSync(path.join(blocker, 'x'), 'x');
    await refused(() => remove(tokens.enterprise), 500, '图片文件删除失败，请稍后再试');
    expect(existsSync(absolute)).toBe(true);
    rmSync(blocker, { recursive: true, force: true });

    const body = await remove(tokens.enterprise);
    expect(body.code, body.msg).toBe(0);
    expect(imageOf(imageId)).toBeUndefined();
    expect(server.db.prepare('SELECT 1 FROM dfs_file WHERE path = ?').get(picture)).toBeUndefined();
    expect(existsSync(absolute)).toBe(false);
    expect(existsSync(blocker)).toBe(false);
  });
});
