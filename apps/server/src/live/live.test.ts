import type { AddressInfo } from 'node:net';
import { LIVE_SESSION_ENDED_CLOSE_CODE, TOKEN_TTL_MS } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../testing/harness';
import { simulateOnce } from './simulate';

let server: TestServer;
let base: string;
beforeEach(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/stuff/webSocket/info`;
});
afterEach(async () => server.close());

/** Opens a socket and collects its text frames. */
function connect(url: string, origin?: string): Promise<{ socket: WebSocket; frames: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('error', reject);
  });
}

/** The close code and reason of a socket. */
const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );

const until = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('live channel (spec 000 §7.2)', () => {
  it('answers ping with pong on an authenticated socket', async () => {
    const token = await server.login('dispatcher');
    const { socket, frames } = await connect(`${base}/2?token=${encodeURIComponent(token)}`);
    socket.send('ping');
    await until(() => frames.length > 0);
    expect(frames).toEqual(['pong']);
    socket.close();
  });

  it('closes with 4001 a missing token, an unknown token and the socket of another user', async () => {
    const token = await server.login('dispatcher');
    for (const url of [`${base}/2`, `${base}/2?token=nope`, `${base}/1?token=${encodeURIComponent(token)}`]) {
      const { socket } = await connect(url);
      expect(await closed(socket)).toEqual({ code: LIVE_SESSION_ENDED_CLOSE_CODE, reason: 'session ended' });
    }
  });

  it('closes the socket with 4001 when its session logs out, and leaves other sessions open', async () => {
    const token = await server.login('dispatcher');
    const other = await connect(`${base}/1?token=${encodeURIComponent(await server.login('admin'))}`);
    const { socket } = await connect(`${base}/2?token=${encodeURIComponent(token)}`);
    const ended = closed(socket);
    await server.call('POST', '/auth/logout', { token });
    expect(await ended).toEqual({ code: 4001, reason: 'session ended' });
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    other.socket.close();
  });

  it('closes every socket of a user with 4001 when the password changes', async () => {
    const token = await server.login('dispatcher');
    const first = await connect(`${base}/2?token=${encodeURIComponent(token)}`);
    const second = await connect(`${base}/2?token=${encodeURIComponent(await server.login('dispatcher'))}`);
    const ended = Promise.all([closed(first.socket), closed(second.socket)]);
    const changed = await server.call('POST', '/system/user/resetpwd', {
      token,
      body: { oldPwd: 'Dispatch@123', newPwd: 'Dispatch@456' },
    });
    expect(changed.body.code).toBe(0);
    expect((await ended).map((end) => end.code)).toEqual([4001, 4001]);
  });

  it('closes with 4001 a socket whose session expired, at its next ping', async () => {
    const { socket, frames } = await connect(
      `${base}/2?token=${encodeURIComponent(await server.login('dispatcher'))}`,
    );
    server.clock.now += TOKEN_TTL_MS;
    const ended = closed(socket);
    socket.send('ping');
    expect((await ended).code).toBe(4001);
    expect(frames).toEqual([]);
  });

  it('refuses a page of a foreign Origin before the upgrade; its own origin and allowed ones connect', async () => {
    const token = encodeURIComponent(await server.login('dispatcher'));
    const url = `${base}/2?token=${token}`;
    await expect(connect(url, 'http://evil.example')).rejects.toThrow(/403/);
    const own = await connect(url, `http://${new URL(base).host}`);
    own.socket.close();
    await server.close();
    server = await startTestServer({ allowedOrigins: ['http://localhost:5173'] });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/stuff/webSocket/info`;
    const dev = await connect(
      `${base}/2?token=${encodeURIComponent(await server.login('dispatcher'))}`,
      'http://localhost:5173',
    );
    dev.socket.close();
  });

  it('pushes type 2 to dispatchers and administrators when a customer order arrives (a real row)', async () => {
    const dispatcher = await connect(
      `${base}/2?token=${encodeURIComponent(await server.login('dispatcher'))}`,
    );
    const admin = await connect(`${base}/1?token=${encodeURIComponent(await server.login('admin'))}`);
    const market = await connect(`${base}/3?token=${encodeURIComponent(await server.login('market'))}`);
    const before = server.count('customer_order', 'status = 0');
    simulateOnce(server.services.deps, 0);
    expect(server.count('customer_order', 'status = 0')).toBe(before + 1);
    await until(() => dispatcher.frames.length > 0 && admin.frames.length > 0);
    const message = JSON.parse(dispatcher.frames[0] ?? '{}');
    expect(message).toMatchObject({ type: 2, title: '新订单提醒', count: before + 1, orderId: null });
    expect(JSON.parse(admin.frames[0] ?? '{}').type).toBe(2);
    expect(market.frames).toEqual([]);
    for (const client of [dispatcher, admin, market]) client.socket.close();
  });

  it('pushes type 3 for a reminder and type 1 for a customer-service request to the principal', async () => {
    const admin = await connect(`${base}/1?token=${encodeURIComponent(await server.login('admin'))}`);
    const reminders = server.count('order_reminder');
    simulateOnce(server.services.deps, 1);
    expect(server.count('order_reminder')).toBe(reminders + 1);
    const service = server.count('work_order', "order_status = 'customerServiceApply'");
    simulateOnce(server.services.deps, 2);
    expect(server.count('work_order', "order_status = 'customerServiceApply'")).toBe(service + 1);
    await until(() => admin.frames.length >= 2);
    const [reminder, request] = admin.frames.map((frame) => JSON.parse(frame));
    expect(reminder).toMatchObject({
      type: 3,
      title: '催单提醒',
      orderId: expect.any(Number),
      count: server.count('order_reminder', 'status = 0'),
    });
    expect(request).toMatchObject({ type: 1, title: '客服申请', orderId: expect.any(Number) });
    admin.socket.close();
  });
});
