import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import type { EnterpriseContract, EnterpriseHistory } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';
import { sampleBarcodePng, samplePdf } from '../../seed/sampleFiles';

const calls = contract.dfs;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = sampleBarcodePng();
const PDF = samplePdf(['test contract']);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);

async function unchanged(action: () => Promise<unknown>) {
  const before = t.snapshot(...ENTERPRISE_TABLES);
  await action();
  expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
}

const download = (fileName: string, token: string) =>
  t.get(`/dfs/download?fileName=${encodeURIComponent(fileName)}&token=${encodeURIComponent(token)}`, null);

describe('upload (type=enterprise)', () => {
  it('stores a picture under uploads/ with a generated name and answers url and pathfileName', async () => {
    const answer = await t.upload('/dfs/upload?type=enterprise', 'market', '条形码 示例.PNG', PNG);
    expectContractShape(calls.upload, answer.body);
    expect(answer.body.msg).toBe('上传成功');
    const { url, pathfileName } = answer.body.data as { url: string; pathfileName: string };
    expect(pathfileName).toMatch(/^uploads\/enterprise\/\d{8}\/[0-9a-f]{24}\.png$/);
    expect(url).toBe(`/api/dfs/download?fileName=${encodeURIComponent(pathfileName)}`);
    expect(readFileSync(path.join(t.config.dataDir, pathfileName))).toEqual(PNG);
    const fetched = await download(pathfileName, t.tokens.market);
    expect(fetched.status).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.raw).toEqual(PNG);
    expect(String(fetched.headers['content-disposition'])).toContain(encodeURIComponent('条形码 示例.PNG'));
  });

  it('refuses a wrong extension, content that does not match its extension, an empty and an oversized file', async () => {
    await unchanged(async () => {
      const exe = await t.upload('/dfs/upload?type=enterprise', 'admin', 'tool.exe', Buffer.from('MZ'));
      expect(exe.status).toBe(400);
      expect(exe.body.msg).toContain('上传文件格式不支持!');
      const fake = await t.upload(
        '/dfs/upload?type=enterprise',
        'admin',
        'fake.png',
        Buffer.from('<html>not a picture</html>'),
      );
      expect(fake.body.msg).toContain('上传文件格式不支持!');
      expect(
        (await t.upload('/dfs/upload?type=enterprise', 'admin', 'empty.png', Buffer.alloc(0))).body.msg,
      ).toContain('空');
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
      const oversized = await t.upload('/dfs/upload?type=enterprise', 'admin', 'big.png', big);
      expect(oversized.body.code).not.toBe(0);
      expect(oversized.body.msg).toMatch(/MB|过大/);
      expect((await t.upload('/dfs/upload?type=other', 'admin', 'a.png', PNG)).status).toBe(400);
      expect((await t.upload('/dfs/upload', 'admin', 'a.png', PNG)).status).toBe(400);
      expect((await t.upload('/dfs/upload?type=enterprise', null, 'a.png', PNG)).status).toBe(401);
    });
  });
});

describe('contract upload (type=EnterpriseContract)', () => {
  it('stores the contract file and creates the contract row with a history row', async () => {
    const answer = await t.upload(
      '/dfs/uploadContract?type=EnterpriseContract&id=3',
      'admin',
      '2024年度合作协议.pdf',
      PDF,
    );
    expectContractShape(calls.uploadContract, answer.body);
    const created = answer.body.data as EnterpriseContract;
    expect(created).toMatchObject({
      enterpriseId: 3,
      contractName: '2024年度合作协议',
      isMainContract: 0,
      forbiddenStatus: 0,
    });
    expect(created.contractNo).toMatch(/^HT\d{12}$/);
    expect(created.contractPreviewAddress).toBe(created.contractAddresss);
    expect(existsSync(path.join(t.config.dataDir, created.contractAddresss))).toBe(true);
    const history = (await t.get('/enterprise/management/recordList?enterpriseId=3&pageSize=1')).body
      .rows as EnterpriseHistory[];
    expect(history[0]).toMatchObject({ module: '企业合同', operateType: '上传' });
    const docx = await t.upload(
      '/dfs/uploadContract?type=EnterpriseContract&id=3',
      'admin',
      '附件.docx',
      DOCX,
    );
    expect((docx.body.data as EnterpriseContract).contractPreviewAddress).toBe('');
  });

  it('refuses other file types with 上传文件格式不支持!, unknown enterprises and users without the contract codes', async () => {
    await unchanged(async () => {
      const text = await t.upload(
        '/dfs/uploadContract?type=EnterpriseContract&id=3',
        'admin',
        '合同.txt',
        Buffer.from('text'),
      );
      expect(text.body.msg).toContain('上传文件格式不支持!');
      expect(
        (
          await t.upload(
            '/dfs/uploadContract?type=EnterpriseContract&id=3',
            'admin',
            '合同.pdf',
            Buffer.from('no pdf'),
          )
        ).body.msg,
      ).toContain('上传文件格式不支持!');
      expect(
        (await t.upload('/dfs/uploadContract?type=EnterpriseContract&id=999', 'admin', '合同.pdf', PDF))
          .status,
      ).toBe(404);
      const viewer = await t.upload(
        '/dfs/uploadContract?type=EnterpriseContract&id=3',
        'viewer',
        '合同.pdf',
        PDF,
      );
      expect(viewer.status).toBe(403);
      expect(viewer.body.msg).toContain('editEnterpriseContract');
      expect(
        (await t.upload('/dfs/uploadContract?type=EnterpriseContract&id=3', 'accountant', '合同.pdf', PDF))
          .status,
      ).toBe(403);
      expect(
        (await t.upload('/dfs/uploadContract?type=EnterpriseContract&id=x', 'admin', '合同.pdf', PDF)).status,
      ).toBe(400);
    });
  });
});

describe('download: token required, data folder only', () => {
  it('serves the seeded contract PDFs to holders of enterpriseContractInfo and refuses others', async () => {
    const row = t.db
      .prepare(
        "SELECT contract_addresss FROM ent_contract WHERE enterprise_id = 1 AND contract_addresss <> '' LIMIT 1",
      )
      .get() as {
      contract_addresss: string;
    };
    const answer = await download(row.contract_addresss, t.tokens.viewer);
    expect(answer.status).toBe(200);
    expect(answer.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect((await download(row.contract_addresss, t.tokens.accountant)).status).toBe(403);
    const other = t.db
      .prepare(
        "SELECT contract_addresss FROM ent_contract WHERE enterprise_id = 2 AND contract_addresss <> '' LIMIT 1",
      )
      .get() as {
      contract_addresss: string;
    };
    expect((await download(other.contract_addresss, t.tokens.enterprise)).status).toBe(403);
  });

  it('accepts the token in the Access-Token header instead of the query (D2), and answers 401 without a valid one', async () => {
    const row = t.db.prepare("SELECT path FROM dfs_file WHERE kind = 'enterprise' LIMIT 1").get() as {
      path: string;
    };
    const url = `/dfs/download?fileName=${encodeURIComponent(row.path)}`;
    expect((await t.get(url, 'admin')).status).toBe(200);
    expect((await t.get(`${url}&token=-`, 'admin')).status).toBe(200);
    expect((await download(row.path, 'not-a-token')).status).toBe(401);
    expect((await t.get(url, null)).status).toBe(401);
  });

  it('refuses path traversal, absolute paths, NUL and folders outside uploads/ and exports/ with 文件路径不合法 naming the rule', async () => {
    const refusals: [fileName: string, rule: string][] = [
      ['../onsite.sqlite', '不能包含 ..'],
      ['uploads/../../etc/passwd', '不能包含 ..'],
      ['uploads/..', '不能包含 ..'],
      ['/etc/passwd', '不能是绝对路径'],
      ['/uploads/enterprise/a.png', '不能是绝对路径'],
      ['C:/windows/win.ini', '不能是绝对路径'],
      ['uploads\\..\\x', '不能包含反斜杠'],
      ['uploads/a\u0000.png', '不能包含空字符'],
      ['\u0000', '不能包含空字符'],
      ['uploads/./x.png', '空的路径段'],
      ['secrets/key.pem', '只能下载 uploads/ 或 exports/ 下的文件'],
    ];
    for (const [fileName, rule] of refusals) {
      // The server's own check answers, not a schema pattern (格式不正确), with or without a session.
      for (const token of [t.tokens.admin, 'not-a-token']) {
        const answer = await download(fileName, token);
        expect(answer.status, fileName).toBe(400);
        expect(answer.body.msg, fileName).toMatch(/^文件路径不合法：/);
        expect(answer.body.msg, fileName).toContain(rule);
      }
    }
    const model = await t.get(
      `/enterprise/model/downloadErrorModel?fileName=${encodeURIComponent('../x.xlsx')}`,
    );
    expect(model.body.msg).toMatch(/^文件路径不合法：/);
    const tooLong = await download(`uploads/${'a'.repeat(300)}.png`, t.tokens.admin);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toContain('fileName');
  });

  it('answers 404 for an unknown file and serves exports only to the user who made them', async () => {
    expect((await download('uploads/enterprise/none.png', t.tokens.admin)).status).toBe(404);
    const folder = path.join(t.config.dataDir, 'exports');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'orders.xlsx'), DOCX);
    t.db
      .prepare(
        "INSERT INTO export_record (user_id, export_name, export_time, export_url) VALUES (3, '订单导出', '2024-06-01 10:00:00', 'exports/orders.xlsx')",
      )
      .run();
    expect((await download('exports/orders.xlsx', t.tokens.market)).status).toBe(200);
    expect((await download('exports/orders.xlsx', t.tokens.admin)).status).toBe(200);
    expect((await download('exports/orders.xlsx', t.tokens.viewer)).status).toBe(403);
  });
});
