import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contract, listCalls } from '@onsite/api-client';
import { RESTRICTED_PROFILE_FIELDS } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanOrphanUploads, ORPHAN_AGE_MS } from './enterprise/orphans';
import { ENTERPRISE_TABLES, type EnterpriseTestApp, enterpriseTestApp } from './enterprise/testSupport';
import { redactUrl } from './http/security';
import { UPLOAD_QUOTA_BYTES, UPLOAD_TEMP_FOLDER } from './http/uploads';
import { sampleBarcodePng } from './seed/sampleFiles';

/** Issue 14 §4, §5, §7, §8 against the enterprise fixture (users with chosen codes, see testSupport). */
let t: EnterpriseTestApp;
beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = sampleBarcodePng();
const CHINESE = /[\u4e00-\u9fff]/;

describe('least data (issue 14 §4)', () => {
  const details = async (as: 'dispatcher' | 'accountant' | 'market') =>
    (await t.get('/enterprise/management/get/1', as)).body.data as Record<string, unknown>;

  it('drops the principal, account and inner sections and the contracts without their codes', async () => {
    const thin = await details('dispatcher'); // viewBaseData only
    for (const field of RESTRICTED_PROFILE_FIELDS) expect(thin).not.toHaveProperty(field);
    expect(thin).not.toHaveProperty('enterpriseContracts');
    // What tab 1 shows to anyone who sees it stays.
    expect(thin.enterpriseName).toEqual(expect.any(String));
    expect(thin.contacts).toEqual(expect.any(Array));
  });

  it('keeps a section whose view or edit code the caller holds, and everything for a full grant', async () => {
    const accountant = await details('accountant'); // viewBaseData + editAccountInfo
    expect(accountant).toHaveProperty('enterpriseCardNumber');
    expect(accountant).toHaveProperty('invoiceTitle');
    expect(accountant).not.toHaveProperty('enterprisePrincipal');
    expect(accountant).not.toHaveProperty('content');
    const full = await details('market'); // every code of spec 001 §6
    for (const field of RESTRICTED_PROFILE_FIELDS) expect(full).toHaveProperty(field);
    expect(full.enterpriseContracts).toEqual(expect.any(Array));
  });

  it('the history list needs viewBaseData (decision in the README)', async () => {
    // Another code in its place: a user whose roles grant no code at all may use every button (D11).
    t.db
      .prepare(
        "UPDATE sys_role_button SET button = 'priceInfo' WHERE role_id = 106 AND button = 'viewBaseData'",
      )
      .run();
    try {
      const refused = await t.get('/enterprise/management/recordList?enterpriseId=1', 'dispatcher2');
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toMatch(CHINESE);
    } finally {
      t.db
        .prepare(
          "UPDATE sys_role_button SET button = 'viewBaseData' WHERE role_id = 106 AND button = 'priceInfo'",
        )
        .run();
    }
    expect((await t.get('/enterprise/management/recordList?enterpriseId=1', 'dispatcher2')).status).toBe(200);
  });

  it('an update without the hidden sections keeps their stored values', async () => {
    const before = await details('market');
    const thin = await details('dispatcher');
    t.db.prepare("INSERT INTO sys_role_button (role_id, button) VALUES (102, 'editCommonInfo')").run();
    try {
      const answer = await t.post(
        '/enterprise/management/update',
        { ...thin, enterpriseSysName: `${String(thin.enterpriseSysName).slice(0, 40)}改` },
        'dispatcher',
      );
      expect(answer.body.msg).toBe('保存成功');
    } finally {
      t.db.prepare("DELETE FROM sys_role_button WHERE role_id = 102 AND button = 'editCommonInfo'").run();
    }
    const after = await details('market');
    for (const field of RESTRICTED_PROFILE_FIELDS) expect(after[field]).toEqual(before[field]);
  });

  it('market principals: staff see login name and mobile, others name and id only', async () => {
    const staff = (await t.get('/enterprise/management/market/principal', 'dispatcher')).body
      .data as object[];
    expect(staff[0]).toHaveProperty('phonenumber');
    expect(staff[0]).toHaveProperty('loginName');
    for (const as of ['viewer', 'enterprise'] as const) {
      const others = (await t.get('/enterprise/management/market/principal', as)).body.data as object[];
      expect(others.length).toBe(staff.length);
      for (const entry of others) expect(Object.keys(entry).sort()).toEqual(['userId', 'userName']);
    }
  });
});

describe('files and load (issue 14 §5)', () => {
  it('the read-only viewer may not upload; nothing is stored', async () => {
    const before = t.snapshot(...ENTERPRISE_TABLES);
    const refused = await t.upload('/dfs/upload?type=enterprise', 'viewer', 'a.png', PNG);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(CHINESE);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  });

  it('refuses an upload over the user quota, leaving no file and no temp file', async () => {
    t.db
      .prepare(
        `INSERT INTO dfs_file (path, original_name, size, kind, uploaded_by, create_time)
         VALUES ('uploads/enterprise/quota-filler.png', 'filler.png', ?, 'enterprise', 3, '2024-06-01 10:00:00')`,
      )
      .run(UPLOAD_QUOTA_BYTES - 10);
    try {
      const before = t.snapshot(...ENTERPRISE_TABLES);
      const refused = await t.upload('/dfs/upload?type=enterprise', 'market', 'a.png', PNG);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('上传空间已用完');
      expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
      const temp = path.join(t.config.dataDir, UPLOAD_TEMP_FOLDER);
      expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
    } finally {
      t.db.prepare("DELETE FROM dfs_file WHERE path = 'uploads/enterprise/quota-filler.png'").run();
    }
  });

  it('refuses an oversized upload with its limit (streamed, not buffered)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const refused = await t.upload('/dfs/upload?type=enterprise', 'market', 'big.png', big);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('文件大小不能超过 10 MB');
  });

  it('every download carries nosniff and a Content-Disposition; traversal is refused', async () => {
    const stored = await t.upload('/dfs/upload?type=enterprise', 'market', 'door.png', PNG);
    const { pathfileName } = stored.body.data as { pathfileName: string };
    const file = await t.get(`/dfs/download?fileName=${encodeURIComponent(pathfileName)}`, 'market');
    expect(file.status).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename\*=UTF-8''door\.png$/);
    const traversal = await t.get('/dfs/download?fileName=../../etc/passwd', 'market');
    expect(traversal.status).toBe(400);
    expect(traversal.body.msg).toContain('文件路径不合法');
  });

  it('a one-time download link works once, for its file only, without the token in the URL', async () => {
    const stored = await t.upload('/dfs/upload?type=enterprise', 'market', 'door.png', PNG);
    const { pathfileName } = stored.body.data as { pathfileName: string };
    const link = await t.post('/dfs/downloadLink', { fileName: pathfileName }, 'market');
    const { url } = link.body.data as { url: string };
    expect(url).not.toContain(t.tokens.market);
    const first = await t.get(url, null);
    expect(first.status).toBe(200);
    expect(first.raw).toEqual(PNG);
    expect((await t.get(url, null)).status).toBe(401);
    const other = await t.post('/dfs/downloadLink', { fileName: pathfileName }, 'market');
    const otherUrl = (other.body.data as { url: string }).url.replace(
      encodeURIComponent(pathfileName),
      encodeURIComponent('uploads/enterprise/other.png'),
    );
    expect((await t.get(otherUrl, null)).status).toBe(401);
  });

  it('removes uploads nothing refers to after a day, and old temp files', () => {
    const relative = 'uploads/enterprise/20240101/orphan000000000000000000.png';
    const absolute = path.join(t.config.dataDir, relative);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, PNG);
    t.db
      .prepare(
        `INSERT INTO dfs_file (path, original_name, size, kind, uploaded_by, create_time)
         VALUES (?, 'orphan.png', ?, 'enterprise', 3, '2024-05-30 10:00:00')`,
      )
      .run(relative, PNG.length);
    // An offline transfer's bank slip (D35) is an upload its top-up refers to: it stays.
    const slip = 'uploads/slip/1/20240101/slip0000000000000000000000.png';
    mkdirSync(path.dirname(path.join(t.config.dataDir, slip)), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, slip), PNG);
    t.db
      .prepare(
        `INSERT INTO dfs_file (path, original_name, size, kind, enterprise_id, uploaded_by, create_time)
         VALUES (?, 'slip.png', ?, 'enterprise', 1, 3, '2024-05-30 10:00:00')`,
      )
      .run(slip, PNG.length);
    t.db
      .prepare(
        `INSERT INTO enterprise_recharge (enterprise_id, order_no, recharge_cents, status, pay_type, create_by,
           created_at_ms, recharge_time, slip_path, slip_time)
         VALUES (1, 'CZ-ORPHAN-TEST', 100, 2, 1, 'test', 0, '2024-05-30 10:00:00', ?, '2024-05-30 10:00:00')`,
      )
      .run(slip);
    const temp = path.join(t.config.dataDir, UPLOAD_TEMP_FOLDER, 'stale.part');
    mkdirSync(path.dirname(temp), { recursive: true });
    writeFileSync(temp, 'x');
    const old = (Date.parse('2024-06-01T02:00:00Z') - ORPHAN_AGE_MS - 1000) / 1000;
    utimesSync(temp, old, old);
    const referenced = (t.db.prepare('SELECT COUNT(*) AS c FROM ent_demand_pic').get() as { c: number }).c;
    expect(cleanOrphanUploads(t.db, t.config.dataDir, Date.parse('2024-06-01T02:00:00Z'))).toBeGreaterThan(0);
    expect(existsSync(absolute)).toBe(false);
    expect(existsSync(temp)).toBe(false);
    expect(t.db.prepare('SELECT 1 FROM dfs_file WHERE path = ?').get(relative)).toBeUndefined();
    expect(existsSync(path.join(t.config.dataDir, slip))).toBe(true);
    expect(t.db.prepare('SELECT 1 FROM dfs_file WHERE path = ?').get(slip)).toBeDefined();
    expect((t.db.prepare('SELECT COUNT(*) AS c FROM ent_demand_pic').get() as { c: number }).c).toBe(
      referenced,
    );
  });
});

describe('input (issue 14 §7)', () => {
  it('pageNum=1e308 is refused with a Chinese message naming the field on every paged list', async () => {
    const paged = listCalls(contract).filter(
      ({ call }) => call.method === 'GET' && call.query && 'pageNum' in call.query.properties,
    );
    const routed = paged.filter(({ call }) =>
      t.app.hasRoute({ method: 'GET', url: `/api${call.path.replace(/:\w+/g, '1')}` }),
    );
    expect(routed.length).toBeGreaterThan(3);
    for (const { name, call } of routed) {
      const answer = await t.get(`${call.path.replace(/:\w+/g, '1')}?pageNum=1e308&enterpriseId=1`, 'admin');
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(answer.body.msg).toContain('页码');
    }
  });

  it('an anonymous caller gets 401 before any schema is checked', async () => {
    const answer = await t.post('/enterprise/management/update', { enterpriseId: 'x', junk: 1e308 }, null);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
    expect(answer.body.msg).not.toMatch(/must|body/);
  });

  it('refuses sub-fen and huge money, blank names and unknown role codes, in Chinese', async () => {
    const before = t.snapshot(...ENTERPRISE_TABLES);
    const price = await t.post(
      '/enterprise/price/accessory/update',
      [{ enterpriseAccessoryId: 1, accessoryPriceThreshold: 1.005 }],
      'admin',
    );
    expect(price.status).toBe(400);
    expect(price.body.msg).toContain('精确到分');
    const huge = await t.post(
      '/enterprise/price/accessory/update',
      [{ enterpriseAccessoryId: 1, accessoryPriceThreshold: 1e308 }],
      'admin',
    );
    expect(huge.body.msg).toContain('不能大于');
    const blank = await t.post(
      '/enterprise/model/addModel',
      { modelName: '   ', brandId: 1, modelCode: '', remark: '' },
      'admin',
    );
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/不能为空/);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  });

  it('a malformed JSON body answers Chinese, not the framework text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/management/update',
      headers: { 'access-token': t.tokens.admin, 'content-type': 'application/json' },
      payload: '{"enterpriseId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(CHINESE);
  });
});

describe('headers and logs (issue 14 §8)', () => {
  it('security headers on API answers', async () => {
    const answer = await t.get('/enterprise/management/get/1', 'market');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('redacts tokens, tickets and codes in logged URLs', () => {
    expect(redactUrl('/api/dfs/download?fileName=a.png&token=secret123&ticket=t1')).toBe(
      '/api/dfs/download?fileName=a.png&token=[已隐藏]&ticket=[已隐藏]',
    );
    expect(redactUrl('/api/system/user/getInfoByToken/secret123?x=1')).toBe(
      '/api/system/user/getInfoByToken/[已隐藏]?x=1',
    );
  });
});
