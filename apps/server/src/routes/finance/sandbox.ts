import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toYuan } from '../../core/money';
import { keyedDigest } from '../../core/secret';
import { cancelExpiredTopups, payTopup, rechargeByOrderNo } from '../../core/wallet';
import type { Db } from '../../db/database';
import type { RouteDeps } from '../deps';

/** Where the sandbox gateway's pages live, below `/api`. */
export const SANDBOX_PATH = '/finance/pay/sandbox';

/** The gateway signs the order number so that only a form this server issued can pay it. */
export function sandboxSign(db: Db, orderNo: string): string {
  return keyedDigest(db, `sandbox:${orderNo}`).slice(0, 32);
}

function validSign(db: Db, orderNo: string, sign: unknown): boolean {
  const expected = Buffer.from(sandboxSign(db, orderNo));
  const actual = Buffer.from(typeof sign === 'string' ? sign : '');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;background:#f0f2f5;display:flex;justify-content:center;padding-top:80px}
main{background:#fff;padding:32px 48px;border-radius:8px;min-width:360px}h1{font-size:20px}
button{background:#1890ff;color:#fff;border:0;border-radius:4px;padding:8px 24px;font-size:16px;cursor:pointer}
dt{color:#888}dd{margin:0 0 12px}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The payment form `/finance/pay/pay` answers: it posts the order to the sandbox gateway's page. */
export function paymentForm(db: Db, orderNo: string): string {
  const action = `/api${SANDBOX_PATH}/${encodeURIComponent(orderNo)}`;
  return `<form id="onsite-sandbox-pay" method="get" action="${action}"><input type="hidden" name="sign" value="${sandboxSign(db, orderNo)}"/><button type="submit">前往支付</button></form><script>document.getElementById('onsite-sandbox-pay').submit();</script>`;
}

/**
 * The local sandbox payment gateway (outside the contract): a page showing the top-up with a
 * 确认支付 button, and its confirmation, which marks the order paid, credits the wallet and
 * writes the bill line. No real money and no external service are involved.
 */
export function sandboxGateway({ db, now }: RouteDeps) {
  return async (api: FastifyInstance) => {
    await api.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      scope.get<{ Params: { orderNo: string }; Querystring: { sign?: string } }>(
        `${SANDBOX_PATH}/:orderNo`,
        async (request, reply) => {
          const { orderNo } = request.params;
          reply.type('text/html; charset=utf-8');
          if (!validSign(db, orderNo, request.query.sign))
            return reply.code(403).send(page('支付失败', '<p>签名无效</p>'));
          cancelExpiredTopups(db, now());
          const row = rechargeByOrderNo(db, orderNo);
          if (!row) return reply.code(404).send(page('支付失败', '<p>订单不存在</p>'));
          if (row.status !== 2 || row.pay_type !== 2) {
            return page(
              '无法支付',
              `<p>订单 ${escapeHtml(orderNo)} ${row.status === 1 ? '已支付' : '已取消或不支持在线支付'}。</p>`,
            );
          }
          return page(
            '沙箱支付',
            `<dl><dt>订单号</dt><dd>${escapeHtml(orderNo)}</dd><dt>企业</dt><dd>${escapeHtml(row.enterprise_name ?? '')}</dd>
<dt>金额</dt><dd>¥${toYuan(row.recharge_cents).toFixed(2)}</dd></dl>
<form method="post" action="/api${SANDBOX_PATH}/${encodeURIComponent(orderNo)}/confirm">
<input type="hidden" name="sign" value="${escapeHtml(String(request.query.sign))}"/><button type="submit">确认支付</button></form>
<p style="color:#888">本地沙箱网关：不会产生真实扣款。</p>`,
          );
        },
      );
      scope.post<{ Params: { orderNo: string }; Body: Record<string, string> | undefined }>(
        `${SANDBOX_PATH}/:orderNo/confirm`,
        async (request, reply) => {
          const { orderNo } = request.params;
          reply.type('text/html; charset=utf-8');
          if (!validSign(db, orderNo, request.body?.sign))
            return reply.code(403).send(page('支付失败', '<p>签名无效</p>'));
          if (!payTopup(db, now(), orderNo)) {
            return reply
              .code(409)
              .send(page('支付失败', '<p>订单已支付、已取消或已超过 30 分钟支付时限。</p>'));
          }
          return page(
            '支付成功',
            `<p>订单 ${escapeHtml(orderNo)} 已支付，余额已到账。请回到控制台完成充值。</p>`,
          );
        },
      );
    });
  };
}
