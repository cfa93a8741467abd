import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { IMMUTABLE, REVALIDATE } from './delivery';

// A console build as Vite and vite-plugin-compression2 write it: hashed assets with their .br and .gz.
const SCRIPT = `console.log(${JSON.stringify('登录 '.repeat(2000))});`;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script></body></html>';

let consoleDir: string;
let server: TestServer;
beforeAll(async () => {
  consoleDir = mkdtempSync(path.join(tmpdir(), 'onsite-console-'));
  mkdirSync(path.join(consoleDir, 'assets'));
  const script = path.join(consoleDir, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(consoleDir, 'index.html'), INDEX);
  writeFileSync(path.join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ consoleDir });
});
afterAll(async () => {
  await server.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built console', () => {
  it('sends a hashed asset as the brotli file the build wrote, cached for a year', async () => {
    const answer = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(answer.headers.vary)).toContain('accept-encoding');
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends a script with the headers that protect it (nosniff), not those of a document (CSP, framing)', async () => {
    const script = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'x-xss-protection',
    ]) {
      expect(script.headers[name], name).toBeUndefined();
    }
    const page = await get('/user/login', 'br');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one accepting neither', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html and unhashed files, also when a route of the app answers index.html', async () => {
    for (const url of ['/', '/index.html', '/system/user', '/order/list?pageNum=2']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(INDEX);
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
    }
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers an unknown API path with the 404 envelope, not index.html', async () => {
    const answer = await get('/api/nothing-here');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 404 });
  });
});

describe('API answers', () => {
  it('are compressed above 1 KiB as the browser accepts, and sent plain to a caller accepting none', async () => {
    const token = await server.login('admin');
    const request = (acceptEncoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/system/dict/type/list?pageNum=1&pageSize=50',
        headers: { 'access-token': token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await request('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('under 1 KiB are sent as they are', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { username: 'admin', password: 'not-the-password', code: '', uuid: '' },
    });
    expect(answer.json()).toMatchObject({ code: 500, msg: '用户名或密码错误' });
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
