import type { AddressInfo } from 'node:net';
import { DEFAULT_ALERT_SETTINGS } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let base: string;
beforeEach(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/stuff/webSocket/info`;
});
afterEach(async () => server.close());

const until = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

/** The authenticated socket of a user, and the frames it receives after the first pong. */
async function connect(userId: number, token: string) {
  const socket = new WebSocket(`${base}/${userId}`);
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  socket.send('ping');
  await until(() => frames.includes('pong'));
  frames.length = 0;
  return { socket, frames };
}

const settingsOf = async (token: string) =>
  (await server.call('GET', '/system/user/alertSettings', { token })).body;

describe('新消息通知: live-alert settings (D64)', () => {
  it('answers the defaults until saved; saves only the caller’s own and never speaks type-other alerts', async () => {
    const token = await server.login('dispatcher');
    expect((await settingsOf(token)).data).toEqual(DEFAULT_ALERT_SETTINGS);
    const chosen = {
      customerService: { receive: true, speak: false },
      newOrder: { receive: false, speak: true },
      reminder: { receive: true, speak: true },
      info: { receive: true, speak: true },
    };
    const saved = await server.call('POST', '/system/user/alertSettings', { token, body: chosen });
    expect(saved.body).toMatchObject({ code: 0, msg: '保存成功' });
    expect((await settingsOf(token)).data).toEqual({ ...chosen, info: { receive: true, speak: false } });
    // Another user still has the defaults.
    expect((await settingsOf(await server.login('market'))).data).toEqual(DEFAULT_ALERT_SETTINGS);
  });

  it('refuses a malformed body and a missing kind, changing nothing', async () => {
    const token = await server.login('dispatcher');
    const before = server.count('sys_user_alert_settings');
    for (const body of [
      { ...DEFAULT_ALERT_SETTINGS, newOrder: { receive: 'yes', speak: true } },
      { customerService: DEFAULT_ALERT_SETTINGS.customerService },
      { ...DEFAULT_ALERT_SETTINGS, extra: { receive: true, speak: true } },
    ]) {
      const answer = await server.call('POST', '/system/user/alertSettings', { token, body });
      expect(answer.body.code).not.toBe(0);
      expect(answer.status).toBeLessThan(500);
    }
    expect(server.count('sys_user_alert_settings')).toBe(before);
  });

  it('refuses a caller without a session', async () => {
    expect((await server.call('GET', '/system/user/alertSettings')).status).toBe(401);
    expect(
      (await server.call('POST', '/system/user/alertSettings', { body: DEFAULT_ALERT_SETTINGS })).status,
    ).toBe(401);
  });

  it('the live channel honours them: a kind not received is not sent, a kind not spoken is marked silent', async () => {
    const token = await server.login('dispatcher');
    const { socket, frames } = await connect(2, token);
    await server.call('POST', '/system/user/alertSettings', {
      token,
      body: {
        ...DEFAULT_ALERT_SETTINGS,
        newOrder: { receive: false, speak: true },
        reminder: { receive: true, speak: false },
      },
    });
    const { events } = server.services;
    events.toUser(2, { type: 2, title: '新订单提醒', text: '不应送达', count: 1, orderId: null });
    events.toUser(2, { type: 3, title: '催单提醒', text: '静音送达', remark: '', count: 1, orderId: 7 });
    events.toUser(2, { type: 1, title: '客服申请', text: '照常送达', remark: '', count: 1, orderId: 8 });
    await until(() => frames.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const received = frames.map((frame) => JSON.parse(frame) as Record<string, unknown>);
    expect(received.map((frame) => frame.type)).toEqual([3, 1]);
    expect(received[0]).toMatchObject({ text: '静音送达', silent: true });
    expect(received[1]).not.toHaveProperty('silent');
    socket.close();
  });
});
