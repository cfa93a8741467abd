import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/harness';
import { CORS_PREFLIGHT_MAX_AGE_S, parseOrigins } from './cors';

const APP = 'http://apps.example.test:5173';
const STRANGER = 'https://evil.example.test';

describe('CORS for embedding apps (ONSITE_CORS_ORIGINS)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ corsOrigins: [APP] });
    token = await server.login('admin');
  });
  afterAll(() => server.close());

  const preflight = (origin: string, headers = 'access-token,content-type') =>
    server.app.inject({
      method: 'OPTIONS',
      url: '/api/system/user/info',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': headers,
      },
    });

  it('answers a listed origin’s preflight: its origin, the token header, no credentials, kept ten minutes', async () => {
    const answer = await preflight(APP);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('access-token');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers['access-control-max-age']).toBe(String(CORS_PREFLIGHT_MAX_AGE_S));
  });

  it('lets the listed origin read an answer, and the download file name', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/system/user/info',
      headers: { origin: APP, 'access-token': token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(String(answer.headers['access-control-expose-headers'])).toContain('Content-Disposition');
    expect(answer.headers.vary).toContain('Origin');
  });

  it('gives any other origin no CORS header, so its browser refuses to read the answer', async () => {
    const answer = await preflight(STRANGER);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/system/user/info',
      headers: { origin: STRANGER, 'access-token': token },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still refuses a call without a token from a listed origin (CORS opens reading, not the API)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/system/user/info',
      headers: { origin: APP },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 401 });
  });
});

describe('without ONSITE_CORS_ORIGINS (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends no CORS header to anyone: only the server’s own pages call the API', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/code',
      headers: { origin: APP },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('reading the allow-list', () => {
  it('takes bare origins, comma-separated, and lets them open the live channel too', () => {
    const config = readConfig(
      { ONSITE_CORS_ORIGINS: ` ${APP} , https://ops.example.test`, ONSITE_ALLOWED_ORIGINS: APP },
      [],
    );
    expect(config.corsOrigins).toEqual([APP, 'https://ops.example.test']);
    expect(config.allowedOrigins).toEqual([APP, 'https://ops.example.test']);
    expect(readConfig({}, []).corsOrigins).toEqual([]);
  });

  it.each([
    ['a path', 'https://app.example.test/console'],
    ['a trailing slash', 'https://app.example.test/'],
    ['a wildcard', '*'],
    ['no scheme', 'app.example.test'],
  ])('refuses to start with %s', (_, entry) => {
    expect(() => parseOrigins(entry, 'ONSITE_CORS_ORIGINS')).toThrow(/ONSITE_CORS_ORIGINS must list origins/);
  });
});
