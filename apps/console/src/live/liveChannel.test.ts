import {
  LIVE_AUTH_TIMEOUT_CLOSE_CODE,
  LIVE_SESSION_ENDED_CLOSE_CODE,
  type LiveMessage,
} from '@onsite/domain';
import { LOCALE_STORAGE_KEY } from '@onsite/ui';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSessionLocally } from '../session/endSession';
import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';
import { FakeSocket } from '../test/fakeSocket';
import { recordFeedback } from '../test/feedback';
import { backend, server } from '../test/network';
import { withTestNetwork } from '../test/setup';
import { closeLiveChannel, openLiveChannel, subscribeLiveMessages } from './liveChannel';

const network = withTestNetwork();

async function opened(): Promise<FakeSocket> {
  useSessionStore.getState().signIn('tok');
  openLiveChannel(1, 'tok');
  const socket = FakeSocket.last();
  if (!socket) throw new Error('no socket opened');
  await expect.poll(() => useLiveStore.getState().channelState).toBe('open');
  return socket;
}

describe('the live channel (spec 000 §7.2, §9)', () => {
  // The auth message carries the person's language (D30): this browser chose zh-CN. (Without this the
  // file passed only after another file had left zh-CN in the shared jsdom's storage.)
  beforeEach(() => localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN'));
  it('connects to /stuff/webSocket/info/{userId}, authenticates by its first message and hands every message on', async () => {
    const received: LiveMessage[] = [];
    const unsubscribe = subscribeLiveMessages((message) => received.push(message));
    const socket = await opened();
    // Issue 14 item 8: the token never rides in the URL; it is the socket's first message.
    expect(socket.url).toBe('ws://localhost:3000/api/stuff/webSocket/info/1');
    expect(socket.sent).toEqual(['{"type":"auth","token":"tok","locale":"zh-CN"}']);
    socket.receive({ type: 3, title: '催单', text: '请尽快上门', orderId: 12 });
    socket.receive('pong');
    expect(received).toEqual([
      { type: 3, title: '催单', text: '请尽快上门', remark: '', count: null, orderId: 12 },
    ]);
    unsubscribe();
  });

  it('updates the new-order count from a type-2 message, or asks the server when it has none', async () => {
    const socket = await opened();
    socket.receive({ type: 2, title: '新订单', count: 5 });
    expect(useLiveStore.getState().newOrderCount).toBe(5);
    socket.receive({ type: 2, title: '新订单' });
    await expect.poll(() => useLiveStore.getState().newOrderCount).toBe(7);
  });

  it('updates the reminder count from messages of any other type; types 1 and 3 change no count', async () => {
    const socket = await opened();
    socket.receive({ type: 1, title: '客服', count: 40 });
    socket.receive({ type: 3, title: '催单', count: 41 });
    expect(useLiveStore.getState()).toMatchObject({ newOrderCount: 0, reminderCount: 0 });
    socket.receive({ type: 9, title: '通知', count: 2 });
    expect(useLiveStore.getState().reminderCount).toBe(2);
    socket.receive({ type: 'notice', title: '通知' });
    await expect.poll(() => useLiveStore.getState().reminderCount).toBe(3);
  });

  it('closes for good on logout', async () => {
    await opened();
    closeLiveChannel();
    expect(useLiveStore.getState().channelState).toBe('closed');
  });

  it('closes its socket when the session ends (logout, expiry, password change)', async () => {
    const socket = await opened();
    endSessionLocally();
    expect(socket.readyState).toBe(3);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('after the server ends the session (4001) and the server confirms it: 登录超时 once, no more sockets', async () => {
    const told = recordFeedback();
    server.use(
      http.get('*/api/system/user/info', () =>
        HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 }),
      ),
    );
    const socket = await opened();
    socket.closeFromServer(LIVE_SESSION_ENDED_CLOSE_CODE);
    expect(useLiveStore.getState().channelState).toBe('ended');
    await expect
      .poll(() => told)
      .toEqual([{ kind: 'message', level: 'error', texts: ['登录超时，请重新登录'] }]);
    await expect.poll(() => network.reloads(), { timeout: 3000 }).toBe(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('a 4001 for a session the server still answers ends only the channel, silently', async () => {
    const told = recordFeedback();
    const socket = await opened();
    socket.closeFromServer(LIVE_SESSION_ENDED_CLOSE_CODE);
    await expect.poll(() => backend.seen.some(({ path }) => path.endsWith('/system/user/info'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(told).toEqual([]);
    expect(useSessionStore.getState().token).toBe('tok');
    expect(useLiveStore.getState().channelState).toBe('ended');
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('a 4001 after this page ended the session itself (logout, password change) asks nothing', async () => {
    const told = recordFeedback();
    const socket = await opened();
    useSessionStore.getState().signIn('another-token');
    socket.closeFromServer(LIVE_SESSION_ENDED_CLOSE_CODE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(backend.seen.filter(({ path }) => path.endsWith('/system/user/info'))).toEqual([]);
    expect(told).toEqual([]);
  });

  it('any other close reconnects after 500 ms, showing reconnecting meanwhile', async () => {
    const socket = await opened();
    socket.closeFromServer(1006);
    expect(useLiveStore.getState().channelState).toBe('reconnecting');
    await expect.poll(() => FakeSocket.opened.length, { timeout: 2000 }).toBe(2);
    await expect.poll(() => useLiveStore.getState().channelState).toBe('open');
  });

  it('a socket the server closed for not authenticating in time (4002) reconnects and authenticates again', async () => {
    const socket = await opened();
    socket.closeFromServer(LIVE_AUTH_TIMEOUT_CLOSE_CODE);
    expect(useLiveStore.getState().channelState).toBe('reconnecting');
    await expect.poll(() => FakeSocket.opened.length, { timeout: 2000 }).toBe(2);
    await expect.poll(() => useLiveStore.getState().channelState).toBe('open');
    const again = FakeSocket.last();
    expect(again?.url).toBe('ws://localhost:3000/api/stuff/webSocket/info/1');
    expect(again?.sent).toEqual(['{"type":"auth","token":"tok","locale":"zh-CN"}']);
  });
});
