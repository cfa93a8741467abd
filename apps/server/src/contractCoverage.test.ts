import { contract, listCalls } from '@onsite/api-client';
import { describe, expect, it } from 'vitest';
import { createServices } from './services';
import { startTestServer } from './testing/harness';

describe('the routes of the server', () => {
  it('serve every call of the contract exactly once', async () => {
    const server = await startTestServer();
    try {
      const services = createServices({ config: server.config, db: server.db });
      const served = services.routes.map((route) => `${route.call.method} ${route.call.path}`);
      const missing: string[] = [];
      const repeated: string[] = [];
      for (const { name, call } of listCalls(contract)) {
        const key = `${call.method} ${call.path}`;
        const times = served.filter((candidate) => candidate === key).length;
        if (times === 0) missing.push(name);
        if (times > 1) repeated.push(name);
      }
      expect(missing).toEqual([]);
      expect(repeated).toEqual([]);
      expect(services.routes).toHaveLength(listCalls(contract).length);
    } finally {
      await server.close();
    }
  });
});
