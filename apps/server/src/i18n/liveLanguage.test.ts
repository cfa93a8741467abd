import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { localeOfAuthMessage, localizeLiveMessage } from '../live/channel';
import { simulateOnce } from '../live/simulate';
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

/** A socket of `userId`, authenticated with the locale of its auth message (or the upgrade's Accept-Language). */
async function connect(userId: number, token: string, language: { locale?: string; header?: string }) {
  const socket = new WebSocket(
    `${base}/${userId}`,
    language.header ? { headers: { 'accept-language': language.header } } : {},
  );
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(
    JSON.stringify({ type: 'auth', token, ...(language.locale ? { locale: language.locale } : {}) }),
  );
  socket.send('ping');
  await until(() => frames.includes('pong'));
  frames.length = 0;
  return { socket, frames };
}

describe('live alerts in the recipient’s language (D30)', () => {
  it('reads the locale of an auth message, only one of the four', () => {
    expect(localeOfAuthMessage('{"type":"auth","token":"t","locale":"pt-BR"}')).toBe('pt-BR');
    expect(localeOfAuthMessage('{"type":"auth","token":"t","locale":"zh-Hant"}')).toBe('zh-TW');
    expect(localeOfAuthMessage('{"type":"auth","token":"t","locale":"fr"}')).toBeNull();
    expect(localeOfAuthMessage('{"type":"auth","token":"t"}')).toBeNull();
    expect(localeOfAuthMessage('not json')).toBeNull();
  });

  it('writes title and text in the language, data as it is', () => {
    const message = {
      type: 3,
      title: '催单提醒',
      text: '订单 OD1 客户催单：请尽快',
      remark: '请尽快',
      orderId: 1,
    };
    expect(localizeLiveMessage(message, 'en-US')).toEqual({
      ...message,
      title: 'Reminder',
      text: 'Order OD1: the customer sent a reminder: 请尽快',
    });
    expect(localizeLiveMessage(message, 'zh-CN')).toEqual(message);
  });

  it('pushes a new-order alert to each socket in its own language', async () => {
    const english = await connect(2, await server.login('dispatcher'), { locale: 'en-US' });
    const portuguese = await connect(1, await server.login('admin'), { header: 'pt-BR' });
    const chinese = await connect(1, await server.login('admin'), {});
    simulateOnce(server.services.deps, 0);
    await until(() => [english, portuguese, chinese].every((client) => client.frames.length > 0));
    const [en, pt, zh] = [english, portuguese, chinese].map((client) => JSON.parse(client.frames[0] ?? '{}'));
    expect(en).toMatchObject({ type: 2, title: 'New order' });
    expect(en.text).toMatch(/ has a new customer order .+, please handle it promptly$/);
    expect(pt).toMatchObject({ type: 2, title: 'Novo pedido' });
    expect(zh).toMatchObject({ type: 2, title: '新订单提醒' });
    expect(zh.text).toMatch(/ 有新的客户订单 .+，请及时处理$/);
    for (const client of [english, portuguese, chinese]) client.socket.close();
  });
});
