import type { AddressInfo } from 'node:net';
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
function connect(url: string): Promise<{ socket: WebSocket; frames: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('error', reject);
  });
}

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

  it('refuses a missing token, an unknown token and the socket of another user before the upgrade', async () => {
    const token = await server.login('dispatcher');
    for (const url of [`${base}/2`, `${base}/2?token=nope`, `${base}/1?token=${encodeURIComponent(token)}`]) {
      await expect(connect(url)).rejects.toThrow(/401/);
    }
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
