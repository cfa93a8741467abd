import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetUnauthorizedHandling } from '../api/client';
import { setLiveSocketFactory } from '../live/liveChannel';
import { endSessionLocally } from '../session/endSession';
import { FakeSocket, fakeSocketFactory } from './fakeSocket';
import { resetBackend, server } from './network';

/** The network edge of a test file: MSW for HTTP, a fake socket for the live channel, a fresh session. */
export function withTestNetwork(): { reloads: () => number } {
  let reloads = 0;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    reloads = 0;
    resetBackend();
    resetUnauthorizedHandling(() => {
      reloads += 1;
    });
    setLiveSocketFactory(fakeSocketFactory);
    FakeSocket.opened = [];
    endSessionLocally();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    endSessionLocally();
  });
  return { reloads: () => reloads };
}
