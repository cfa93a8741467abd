import type { AddressInfo } from 'node:net';
import type { ServerProcess } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../testing/harness';

/** D39: 服务监控 — the running server, for the administrator only, least data. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await server.login('admin');
});
afterAll(() => server.close());

const info = async (token: string) => server.call('GET', '/system/process/info', { token });

describe('the server monitor (D39)', () => {
  it('answers uptime, Node version, memory, database size and live connections', async () => {
    const { body } = await info(admin);
    expect(body.code).toBe(0);
    const data = body.data as ServerProcess;
    expect(Object.keys(data).sort()).toEqual(
      [
        'databaseBytes',
        'liveConnections',
        'liveUsers',
        'memory',
        'nodeVersion',
        'startedAt',
        'uptimeSeconds',
      ].sort(),
    );
    expect(data.nodeVersion).toBe(process.version);
    expect(data.memory.rss).toBeGreaterThan(0);
    expect(data.memory.heapUsed).toBeLessThanOrEqual(data.memory.heapTotal);
    const pages = server.db.pragma('page_count', { simple: true }) as number;
    const size = server.db.pragma('page_size', { simple: true }) as number;
    expect(data.databaseBytes).toBe(pages * size);
    expect(data.startedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.liveConnections).toBe(0);
    // No path, environment or configuration leaves the server.
    const text = JSON.stringify(body);
    expect(text).not.toContain(server.config.dataDir);
    expect(text).not.toContain(process.cwd());
  });

  it('counts the authenticated sockets of the live channel', async () => {
    const port = (server.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/stuff/webSocket/info/1`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token: admin }));
    socket.send('ping');
    for (let attempt = 0; attempt < 100 && !frames.includes('pong'); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const data = (await info(admin)).body.data as { liveConnections: number; liveUsers: number };
    expect(data).toMatchObject({ liveConnections: 1, liveUsers: 1 });
    socket.close();
  });

  it('refuses every caller without the code (403), and a signed-out one (401)', async () => {
    for (const name of ['dispatcher', 'viewer', 'finance'] as const) {
      const answer = await info(await server.login(name));
      expect(answer.status, name).toBe(403);
      expect(answer.body.data, name).toBeUndefined();
    }
    expect((await server.call('GET', '/system/process/info')).status).toBe(401);
  });
});
