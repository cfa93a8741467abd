import type { AddressInfo } from 'node:net';
import {
  LIVE_AUTH_TIMEOUT_CLOSE_CODE,
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_SESSION_ENDED_CLOSE_CODE,
  TOKEN_TTL_MS,
} from '@onsite/domain';
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

/** Opens a socket (no token in its URL) and collects its text frames. */
function open(url: string, origin?: string): Promise<{ socket: WebSocket; frames: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('error', reject);
  });
}

/** The first message of a socket: its token (issue 14 item 8). */
const authMessage = (token: string) => JSON.stringify({ type: 'auth', token });

/**
 * Opens the socket of `userId` and authenticates it by its first message; resolves once the server
 * has answered a ping, so the socket is known to be authenticated.
 */
async function connect(userId: number, token: string, origin?: string) {
  const client = await open(`${base}/${userId}`, origin);
  client.socket.send(authMessage(token));
  client.socket.send('ping');
  await until(() => client.frames.includes('pong'));
  expect(client.frames).toEqual(['pong']);
  client.frames.length = 0;
  return client;
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
  it('authenticates a socket by its first message: no token in the URL; then answers ping with pong', async () => {
    const token = await server.login('dispatcher');
    const { socket, frames } = await open(`${base}/2`);
    socket.send(authMessage(token));
    socket.send('ping');
    await until(() => frames.length > 0);
    expect(frames).toEqual(['pong']);
    socket.close();
  });

  it(
    'closes with 4002 a socket that never authenticates, even with a token in its URL',
    async () => {
      const token = await server.login('dispatcher');
      const { socket, frames } = await open(`${base}/2?token=${encodeURIComponent(token)}`);
      const started = Date.now();
      expect(await closed(socket)).toEqual({
        code: LIVE_AUTH_TIMEOUT_CLOSE_CODE,
        reason: 'authentication timeout',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(LIVE_AUTH_TIMEOUT_MS - 100);
      expect(frames).toEqual([]);
    },
    LIVE_AUTH_TIMEOUT_MS + 5_000,
  );

  it('closes with 4001 a missing, unknown or malformed token, a first message that is no auth message, and the socket of another user', async () => {
    const token = await server.login('dispatcher');
    const firstMessages: [number, string][] = [
      [2, JSON.stringify({ type: 'auth' })],
      [2, authMessage('nope')],
      [2, authMessage('')],
      [2, 'ping'],
      [2, `{"type":"auth","token":`],
      [2, JSON.stringify({ type: 'other', token })],
      [2, authMessage(`${token}${'x'.repeat(2_000)}`)],
      [1, authMessage(token)],
    ];
    for (const [userId, first] of firstMessages) {
      const { socket, frames } = await open(`${base}/${userId}`);
      const ended = closed(socket);
      socket.send(first);
      socket.send('ping');
      expect(await ended).toEqual({ code: LIVE_SESSION_ENDED_CLOSE_CODE, reason: 'session ended' });
      expect(frames).toEqual([]);
    }
  });

  it('closes the socket with 4001 when its session logs out, and leaves other sessions open', async () => {
    const token = await server.login('dispatcher');
    const other = await connect(1, await server.login('admin'));
    const { socket } = await connect(2, token);
    const ended = closed(socket);
    await server.call('POST', '/auth/logout', { token });
    expect(await ended).toEqual({ code: 4001, reason: 'session ended' });
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    other.socket.close();
  });

  it('closes every socket of a user with 4001 when the password changes', async () => {
    const token = await server.login('dispatcher');
    const first = await connect(2, token);
    const second = await connect(2, await server.login('dispatcher'));
    const ended = Promise.all([closed(first.socket), closed(second.socket)]);
    const changed = await server.call('POST', '/system/user/resetpwd', {
      token,
      body: { oldPwd: 'Dispatch@123', newPwd: 'Dispatch@456' },
    });
    expect(changed.body.code).toBe(0);
    expect((await ended).map((end) => end.code)).toEqual([4001, 4001]);
  });

  it('closes with 4001 a socket whose session expired, at its next ping', async () => {
    const { socket, frames } = await connect(2, await server.login('dispatcher'));
    server.clock.now += TOKEN_TTL_MS;
    const ended = closed(socket);
    socket.send('ping');
    expect((await ended).code).toBe(4001);
    expect(frames).toEqual([]);
  });

  it('refuses a page of a foreign Origin before the upgrade; its own origin and allowed ones connect', async () => {
    const token = await server.login('dispatcher');
    await expect(open(`${base}/2`, 'http://evil.example')).rejects.toThrow(/403/);
    const own = await connect(2, token, `http://${new URL(base).host}`);
    own.socket.close();
    await server.close();
    server = await startTestServer({ allowedOrigins: ['http://localhost:5173'] });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/stuff/webSocket/info`;
    const dev = await connect(2, await server.login('dispatcher'), 'http://localhost:5173');
    dev.socket.close();
  });

  it('pushes type 2 to dispatchers and administrators when a customer order arrives (a real row)', async () => {
    const dispatcher = await connect(2, await server.login('dispatcher'));
    const admin = await connect(1, await server.login('admin'));
    const market = await connect(3, await server.login('market'));
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
    const admin = await connect(1, await server.login('admin'));
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
