import type { AddressInfo } from 'node:net';
import type { LiveMessage } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createLiveChannel, type LiveChannel, type LiveChannelState } from './liveChannel';

/** A real WebSocket server on a free local port; time is faked only for the channel's timers. */
let server: WebSocketServer;
let baseURL: string;
let channel: LiveChannel | undefined;
const opened: WebSocket[] = [];

const socketFactory = (url: string) => {
  const socket = new WebSocket(url);
  opened.push(socket);
  return socket;
};

const nextConnection = () =>
  new Promise<{ socket: WebSocket; url: string }>((resolve) => {
    server.once('connection', (socket, request) => resolve({ socket, url: request.url ?? '' }));
  });

const nextFrame = (socket: WebSocket) =>
  new Promise<string>((resolve) => {
    socket.once('message', (data) => resolve(String(data)));
  });

const reachState = (live: LiveChannel, wanted: LiveChannelState) =>
  new Promise<void>((resolve) => {
    if (live.getState() === wanted) return resolve();
    const off = live.subscribeState((state) => {
      if (state === wanted) {
        off();
        resolve();
      }
    });
  });

const nextMessage = (live: LiveChannel) =>
  new Promise<LiveMessage>((resolve) => {
    const off = live.subscribe((message) => {
      off();
      resolve(message);
    });
  });

async function openChannel(userId = 7) {
  const connection = nextConnection();
  const live = createLiveChannel({ userId, token: 'tok-1', baseURL, socketFactory });
  channel = live;
  const { socket, url } = await connection;
  await reachState(live, 'open');
  return { live, socket, url };
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterEach(async () => {
  channel?.close();
  channel = undefined;
  opened.length = 0;
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  vi.useRealTimers();
});

describe('the live channel against a real WebSocket server', () => {
  it('connects to /api/stuff/webSocket/info/{userId} with the token as a query parameter', async () => {
    const { url } = await openChannel(42);
    expect(url).toBe('/api/stuff/webSocket/info/42?token=tok-1');
  });

  it('sends the text ping every 30 s, not before', async () => {
    const { socket } = await openChannel();
    const [client] = opened;
    if (client === undefined) throw new Error('no socket');
    const send = vi.spyOn(client, 'send');
    const frame = nextFrame(socket);
    vi.advanceTimersByTime(29_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('ping');
    expect(await frame).toBe('ping');
    vi.advanceTimersByTime(30_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reconnects 500 ms after the server drops the socket', async () => {
    const { live, socket } = await openChannel();
    socket.terminate();
    await reachState(live, 'reconnecting');
    vi.advanceTimersByTime(499);
    expect(opened).toHaveLength(1);
    const reconnection = nextConnection();
    vi.advanceTimersByTime(1);
    expect(opened).toHaveLength(2);
    await reconnection;
    await reachState(live, 'open');
  });

  it('does not reconnect nor ping after close()', async () => {
    const { live, socket } = await openChannel();
    const [client] = opened;
    if (client === undefined) throw new Error('no socket');
    const send = vi.spyOn(client, 'send');
    const closedOnServer = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    live.close();
    expect(live.getState()).toBe('closed');
    await closedOnServer;
    vi.advanceTimersByTime(120_000);
    expect(opened).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
    expect(live.getState()).toBe('closed');
  });

  it('drops malformed frames and the pong, and keeps delivering', async () => {
    const { live, socket } = await openChannel();
    const listener = vi.fn();
    live.subscribe(listener);
    const delivered = nextMessage(live);
    for (const frame of ['not json', 'pong', '[1,2]', '{"title":"no type"}', 'null']) socket.send(frame);
    socket.send(JSON.stringify({ type: 3, title: '催单提醒', text: '客户催单', remark: '', orderId: 12 }));
    await delivered;
    expect(listener).toHaveBeenCalledExactlyOnceWith({
      type: 3,
      title: '催单提醒',
      text: '客户催单',
      remark: '',
      count: null,
      orderId: 12,
    });
    expect(live.getState()).toBe('open');
  });

  it('stops delivering to a listener once it unsubscribed', async () => {
    const { live, socket } = await openChannel();
    const unsubscribed = vi.fn();
    const off = live.subscribe(unsubscribed);
    off();
    const delivered = nextMessage(live);
    socket.send(JSON.stringify({ type: 2, title: '新订单', text: '', count: 4 }));
    await expect(delivered).resolves.toMatchObject({ type: 2, count: 4 });
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('keeps delivering when a listener throws', async () => {
    const { live, socket } = await openChannel();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    live.subscribe(() => {
      throw new Error('listener failed');
    });
    const delivered = nextMessage(live);
    socket.send(JSON.stringify({ type: 1, title: '客服工单' }));
    await expect(delivered).resolves.toMatchObject({ type: 1 });
    expect(reported).toHaveBeenCalledWith(
      '[live channel] a listener failed',
      expect.objectContaining({ message: 'listener failed' }),
    );
    reported.mockRestore();
  });
});
