import { existsSync } from 'node:fs';
import path from 'node:path';
import type { OfflineTopup, RealtimeMessage } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleBarcodePng } from '../../seed/sampleFiles';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let enterprise: string;
let admin: string;
/** What the live channel was asked to send, to whom. */
let heard: { userId: number; message: RealtimeMessage }[];
beforeEach(async () => {
  server = await startTestServer();
  [enterprise, admin] = await Promise.all([server.login('enterprise'), server.login('admin')]);
  heard = [];
  server.services.events.subscribe((userId, message) => heard.push({ userId, message }));
});
afterEach(async () => server.close());

const PNG = sampleBarcodePng();

/** A new offline transfer of enterprise 1 (pay type 1), as the enterprise places it: its id and order number. */
async function placeOffline(totalAmount = 1500, payType: 1 | 2 = 1) {
  const orderNo = (
    await server.call('POST', '/finance/pay/insert', {
      token: enterprise,
      body: { enterpriseId: 1, totalAmount, payType },
    })
  ).body.data as string;
  const { enterprise_recharge_id: id } = server.db
    .prepare('SELECT enterprise_recharge_id FROM enterprise_recharge WHERE order_no = ?')
    .get(orderNo) as { enterprise_recharge_id: number };
  return { id, orderNo };
}

const balanceCents = (enterpriseId = 1) =>
  (
    server.db.prepare('SELECT balance_cents FROM wallet WHERE enterprise_id = ?').get(enterpriseId) as {
      balance_cents: number;
    }
  ).balance_cents;

/** Everything a review may move: the top-ups, the wallets and the bill lines. */
const snapshot = () => ({
  recharges: server.db.prepare('SELECT * FROM enterprise_recharge ORDER BY enterprise_recharge_id').all(),
  wallets: server.db.prepare('SELECT * FROM wallet ORDER BY enterprise_id').all(),
  bills: server.count('enterprise_detailed'),
});

async function unchanged(action: () => Promise<{ status: number; body: { code: number; msg: string } }>) {
  const before = snapshot();
  const answer = await action();
  expect(answer.body.code).not.toBe(0);
  expect(snapshot()).toEqual(before);
  expect(heard).toEqual([]);
  return answer;
}

function uploadSlip(id: number, token: string, fileName = '转账凭证.png', data: Buffer = PNG) {
  const boundary = '----onsite-offline-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app
    .inject({
      method: 'POST',
      url: `/api/finance/offline/slip?enterpriseRechargeId=${id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token },
      payload,
    })
    .then((response) => ({
      status: response.statusCode,
      body: response.json() as { code: number; msg: string; data?: OfflineTopup },
    }));
}

describe('offline payments (D35)', () => {
  it('confirms a transfer: paid, wallet credited and a top-up bill line, together; the enterprise is told', async () => {
    const { id, orderNo } = await placeOffline(1500);
    const before = balanceCents();
    const bills = server.count('enterprise_detailed', 'enterprise_id = 1');
    const answer = await server.call('POST', '/finance/offline/confirm', {
      token: admin,
      body: { enterpriseRechargeId: id },
    });
    expect(answer.body).toMatchObject({
      code: 0,
      msg: '确认到账成功',
      data: { orderNo, status: 1, offlineState: 'confirmed', reviewBy: '系统管理员' },
    });
    expect(balanceCents()).toBe(before + 150_000);
    expect(server.count('enterprise_detailed', 'enterprise_id = 1')).toBe(bills + 1);
    expect(
      server.db
        .prepare('SELECT oper_type, change_cents, balance_cents FROM enterprise_detailed WHERE order_no = ?')
        .all(orderNo),
    ).toEqual([{ oper_type: 0, change_cents: 150_000, balance_cents: before + 150_000 }]);
    // Enterprise 1's users hear of it as an info alert (a type the console shows as 5 s info); no one else.
    const enterpriseUsers = (
      server.db
        .prepare("SELECT user_id FROM sys_user WHERE enterprise_id = 1 AND user_type = '22'")
        .all() as {
        user_id: number;
      }[]
    ).map((row) => row.user_id);
    expect(heard.map((entry) => entry.userId).sort()).toEqual(enterpriseUsers.sort());
    expect(heard[0]?.message).toMatchObject({
      type: 4,
      title: '线下付款已到账',
      text: `充值订单 ${orderNo} 已确认到账，金额 1500.00 元`,
    });
    // The enterprise's own top-up list shows it paid.
    const own = await server.call('GET', '/finance/recharge/list', {
      token: enterprise,
      query: { enterpriseId: 1, orderNo },
    });
    expect(own.body.rows).toEqual([expect.objectContaining({ orderNo, status: 1 })]);
  });

  it('leaves nothing changed when the transaction fails half-way (the bill line cannot be written)', async () => {
    const { id } = await placeOffline(600);
    server.db.exec(
      "CREATE TRIGGER refuse_bill BEFORE INSERT ON enterprise_detailed BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const before = snapshot();
    const answer = await server.call('POST', '/finance/offline/confirm', {
      token: admin,
      body: { enterpriseRechargeId: id },
    });
    // An unexpected failure of the database: the envelope's system error, and the whole review rolled back.
    expect(answer.body).toMatchObject({ code: 500, msg: '系统错误，请稍后再试' });
    expect(snapshot()).toEqual(before);
    expect(heard).toEqual([]);
  });

  it('rejects with a required reason: the top-up is cancelled with it, nothing else moves', async () => {
    const { id, orderNo } = await placeOffline(800);
    const blank = await unchanged(() =>
      server.call('POST', '/finance/offline/reject', {
        token: admin,
        body: { enterpriseRechargeId: id, rejectReason: '   ' },
      }),
    );
    expect(blank.body).toMatchObject({ code: 400, msg: '请输入驳回原因' });
    const wallets = server.db.prepare('SELECT * FROM wallet').all();
    const bills = server.count('enterprise_detailed');
    const answer = await server.call('POST', '/finance/offline/reject', {
      token: admin,
      body: { enterpriseRechargeId: id, rejectReason: ' 未收到转账 ' },
    });
    expect(answer.body).toMatchObject({
      code: 0,
      msg: '驳回成功',
      data: { status: 3, offlineState: 'rejected', rejectReason: '未收到转账' },
    });
    expect(server.db.prepare('SELECT * FROM wallet').all()).toEqual(wallets);
    expect(server.count('enterprise_detailed')).toBe(bills);
    expect(heard[0]?.message).toMatchObject({
      type: 4,
      title: '线下付款已驳回',
      text: `充值订单 ${orderNo} 已被驳回：未收到转账`,
    });
  });

  it('refuses a second confirm, a confirm of an online order, a user without the code and an enterprise user', async () => {
    const { id } = await placeOffline(400);
    expect(
      (
        await server.call('POST', '/finance/offline/confirm', {
          token: admin,
          body: { enterpriseRechargeId: id },
        })
      ).body.code,
    ).toBe(0);
    heard = [];
    const again = await unchanged(() =>
      server.call('POST', '/finance/offline/confirm', { token: admin, body: { enterpriseRechargeId: id } }),
    );
    expect(again.body.msg).toBe('该充值订单已确认到账，不能重复操作');
    const rejectPaid = await unchanged(() =>
      server.call('POST', '/finance/offline/reject', {
        token: admin,
        body: { enterpriseRechargeId: id, rejectReason: '重复' },
      }),
    );
    expect(rejectPaid.body.msg).toBe('该充值订单已确认到账，不能重复操作');

    const online = await placeOffline(200, 2);
    const onlineAnswer = await unchanged(() =>
      server.call('POST', '/finance/offline/confirm', {
        token: admin,
        body: { enterpriseRechargeId: online.id },
      }),
    );
    expect(onlineAnswer.body.msg).toBe('在线支付的充值订单不能人工确认或驳回');

    const waiting = await placeOffline(1000);
    const market = await server.login('market');
    const noCode = await unchanged(() =>
      server.call('POST', '/finance/offline/confirm', {
        token: market,
        body: { enterpriseRechargeId: waiting.id },
      }),
    );
    expect(noCode.status).toBe(403);
    expect(noCode.body.msg).toContain('没有权限执行');
    const own = await unchanged(() =>
      server.call('POST', '/finance/offline/confirm', {
        token: enterprise,
        body: { enterpriseRechargeId: waiting.id },
      }),
    );
    expect(own.status).toBe(403);
    const unknown = await unchanged(() =>
      server.call('POST', '/finance/offline/confirm', {
        token: admin,
        body: { enterpriseRechargeId: 999_999 },
      }),
    );
    expect(unknown.body.msg).toBe('充值记录 999999 不存在');
    // The refusal speaks the caller's language (D30).
    const english = await server.app.inject({
      method: 'POST',
      url: '/api/finance/offline/confirm',
      headers: { 'access-token': admin, 'accept-language': 'en-US' },
      payload: { enterpriseRechargeId: id },
    });
    expect(english.json()).toMatchObject({ msg: 'This recharge order is already confirmed as received' });
  });

  it('lists offline top-ups only, with validated filters; an enterprise user sees only their own', async () => {
    const page = await server.call('GET', '/finance/offline/list', {
      token: admin,
      query: { offlineState: 'unpaid', pageSize: 50 },
    });
    const rows = page.body.rows as OfflineTopup[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.payType === 1 && row.offlineState === 'unpaid' && row.status === 2)).toBe(
      true,
    );
    // The seed's transfer of enterprise 1 with its bank slip (D35).
    expect(rows.some((row) => row.enterpriseId === 1 && row.slipPath !== null)).toBe(true);
    expect(new Set(rows.map((row) => row.enterpriseId)).size).toBeGreaterThan(1);

    const byName = await server.call('GET', '/finance/offline/list', {
      token: admin,
      query: { enterpriseName: rows[0]?.enterpriseName.slice(0, 4) },
    });
    expect((byName.body.rows as OfflineTopup[]).length).toBeGreaterThan(0);

    const own = await server.call('GET', '/finance/offline/list', {
      token: enterprise,
      query: { pageSize: 50, enterpriseName: '电信' },
    });
    expect(own.body.code).toBe(0);
    expect((own.body.rows as OfflineTopup[]).every((row) => row.enterpriseId === 1)).toBe(true);
    expect(own.body.total).toBeGreaterThan(0);

    for (const query of [
      { offlineState: 'lost' },
      { pageSize: 0 },
      { beginTime: 'yesterday' },
      { beginTime: '2025-03-10', endTime: '2025-03-01' },
    ]) {
      const bad = await server.call('GET', '/finance/offline/list', { token: admin, query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.body.msg).not.toBe('');
    }
    expect((await server.call('GET', '/finance/offline/list', {})).status).toBe(401);
  });

  it('lets the enterprise attach its slip, which its users and staff may see and other enterprises may not', async () => {
    const { id } = await placeOffline(600);
    const answer = await uploadSlip(id, enterprise);
    expect(answer.body).toMatchObject({ code: 0, msg: '上传成功' });
    const slipPath = answer.body.data?.slipPath ?? '';
    expect(slipPath).toMatch(/^uploads\/slip\/1\/\d{8}\/[0-9a-f]{24}\.png$/);
    expect(existsSync(path.join(server.config.dataDir, slipPath))).toBe(true);
    const see = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/dfs/download?fileName=${encodeURIComponent(slipPath)}`,
        headers: { 'access-token': token },
      });
    expect((await see(enterprise)).rawPayload).toEqual(PNG);
    expect((await see(admin)).statusCode).toBe(200);
    expect((await see(await server.login('ent2'))).statusCode).toBe(403);

    // Another enterprise may not attach one, nor may anyone to an online or a reviewed top-up, nor a non-picture.
    const before = snapshot();
    expect((await uploadSlip(id, await server.login('ent2'))).status).toBe(403);
    expect(
      (await uploadSlip(id, enterprise, 'slip.png', Buffer.from('<html>no picture</html>'))).status,
    ).toBe(400);
    expect((await uploadSlip(id, enterprise, 'slip.pdf', Buffer.from('%PDF-1.4'))).body.code).not.toBe(0);
    const online = await placeOffline(200, 2);
    const afterOnline = snapshot();
    expect((await uploadSlip(online.id, enterprise)).body.msg).toBe('只有线下转账的充值订单需要上传转账凭证');
    expect(snapshot()).toEqual(afterOnline);
    expect(before.recharges.length + 1).toBe(afterOnline.recharges.length);
  });
});
