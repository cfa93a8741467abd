import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredFile } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

/** 文件存储 (issue 18 `fileStorage`): every stored file, for the administrator; delete only the unreferenced. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const list = async (query: Record<string, unknown>, token = admin) =>
  server.call('GET', '/system/file/list', { token, query });
const remove = async (fileId: unknown, token = admin) =>
  server.call('POST', '/system/file/remove', { token, body: { fileId } });

/** A stored file with its content on disk, referenced by nothing. */
function storeFile(name: string): { fileId: number; absolute: string } {
  const relative = `uploads/enterprise/test/${name}`;
  const absolute = path.join(server.config.dataDir, ...relative.split('/'));
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, 'x');
  const { lastInsertRowid } = server.db
    .prepare(
      `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
       VALUES (?, ?, 'image/png', 1, 'enterprise', 1, 3, '2030-01-01 00:00:00')`,
    )
    .run(relative, name);
  return { fileId: Number(lastInsertRowid), absolute };
}

describe('the stored files (文件存储)', () => {
  it('lists every file newest first with owner, size, type and references, never its path', async () => {
    const file = storeFile('fresh.png');
    const { body } = await list({ pageNum: 1, pageSize: 100 });
    expect(body.code).toBe(0);
    expect(body.total).toBe(server.count('dfs_file'));
    const rows = body.rows as StoredFile[];
    expect(rows[0]).toMatchObject({ fileId: file.fileId, originalName: 'fresh.png', references: [] });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'createTime',
        'enterpriseName',
        'fileId',
        'kind',
        'mimeType',
        'originalName',
        'references',
        'size',
        'uploadedBy',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toContain('uploads/');
    const contracts = (await list({ kind: 'contract', pageSize: 100 })).body.rows as StoredFile[];
    expect(contracts.length).toBeGreaterThan(0);
    for (const row of contracts) expect(row.references).toContain('contract');
    const slips = (await list({ referenced: '1', originalName: '转账凭证', pageSize: 100 })).body
      .rows as StoredFile[];
    expect(slips.length).toBeGreaterThan(0);
    for (const row of slips) expect(row.references).toContain('bankSlip');
    const free = (await list({ referenced: '0', pageSize: 100 })).body.rows as StoredFile[];
    expect(free.map((row) => row.fileId)).toContain(file.fileId);
    for (const row of free) expect(row.references).toEqual([]);
  });

  it('deletes an unreferenced file, its row and its content', async () => {
    const file = storeFile('gone.png');
    const { body } = await remove(file.fileId);
    expect(body.code).toBe(0);
    expect(server.count('dfs_file', `file_id = ${file.fileId}`)).toBe(0);
    expect(existsSync(file.absolute)).toBe(false);
  });

  it('refuses to delete a referenced file, in the caller language', async () => {
    const referenced = server.db
      .prepare('SELECT f.file_id FROM dfs_file f JOIN ent_demand_pic p ON p.pic_path = f.path LIMIT 1')
      .get() as { file_id: number };
    const before = server.count('dfs_file');
    const { status, body } = await remove(referenced.file_id);
    expect(status).toBe(400);
    expect(body.msg).toBe('文件仍被引用，不能删除');
    expect(server.count('dfs_file')).toBe(before);
    const english = await server.app.inject({
      method: 'POST',
      url: '/api/system/file/remove',
      headers: { 'access-token': admin, 'accept-language': 'en-US' },
      payload: { fileId: referenced.file_id },
    });
    expect(english.json().msg).toBe('The file is still referenced and cannot be deleted');
  });

  it('refuses to delete a contract file and a bank slip', async () => {
    for (const reference of [
      'ent_contract c ON c.contract_addresss = f.path',
      'enterprise_recharge r ON r.slip_path = f.path',
    ]) {
      const row = server.db.prepare(`SELECT f.file_id FROM dfs_file f JOIN ${reference} LIMIT 1`).get() as {
        file_id: number;
      };
      const { status, body } = await remove(row.file_id);
      expect(status, reference).toBe(400);
      expect(body.msg).toBe('文件仍被引用，不能删除');
      expect(server.count('dfs_file', `file_id = ${row.file_id}`)).toBe(1);
    }
  });

  it('refuses an unknown file and a bad id', async () => {
    expect((await remove(999_999)).body).toMatchObject({ code: 400, msg: '文件不存在或已被删除' });
    expect((await remove('abc')).status).toBe(400);
    expect((await list({ referenced: '2' })).status).toBe(400);
  });

  it('is for the administrator only: others are refused and nothing changes', async () => {
    const file = storeFile('kept.png');
    for (const login of ['dispatcher', 'market', 'enterprise', 'master']) {
      const token = await server.login(login);
      expect((await list({}, token)).status, login).toBe(403);
      expect((await remove(file.fileId, token)).status, login).toBe(403);
    }
    expect(server.count('dfs_file', `file_id = ${file.fileId}`)).toBe(1);
    expect(existsSync(file.absolute)).toBe(true);
  });
});
