import type { AddressInfo } from 'node:net';
import type { LiveMessage } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createLiveChannel, type LiveChannel, type LiveChannelState, reconnectDelay } from './liveChannel';

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

/** The next socket the server accepts, its URL and every frame it receives from its first. */
const nextConnection = () =>
  new Promise<{ socket: WebSocket; url: string; received: string[] }>((resolve) => {
    server.once('connection', (socket, request) => {
      const received: string[] = [];
      socket.on('message', (data) => received.push(String(data)));
      resolve({ socket, url: request.url ?? '', received });
    });
  });

/** Resolves once the server socket has received `count` frames (without advancing the fake clock). */
const framesReceived = (socket: WebSocket, received: readonly string[], count: number) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (received.length < count) return;
      socket.off('message', check);
      resolve();
    };
    socket.on('message', check);
    check();
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
  const { socket, url, received } = await connection;
  await reachState(live, 'open');
  return { live, socket, url, received };
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
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
  it('connects to /api/stuff/webSocket/info/{userId} without the token, and sends it as the first message', async () => {
    const { socket, url, received } = await openChannel(42);
    expect(url).toBe('/api/stuff/webSocket/info/42');
    await framesReceived(socket, received, 1);
    expect(received).toEqual(['{"type":"auth","token":"tok-1"}']);
  });

  it('authenticates every new socket first, after a reconnect too (the server closed it with 4002)', async () => {
    const { live, socket } = await openChannel();
    socket.close(4002, 'authentication timeout');
    await reachState(live, 'reconnecting');
    const reconnection = nextConnection();
    vi.advanceTimersByTime(500);
    const { socket: again, url, received } = await reconnection;
    await reachState(live, 'open');
    expect(url).toBe('/api/stuff/webSocket/info/7');
    await framesReceived(again, received, 1);
    expect(received).toEqual(['{"type":"auth","token":"tok-1"}']);
  });

  it('names the language in the auth message, read at each connection (D30)', async () => {
    let language = 'en-US';
    const connection = nextConnection();
    const live = createLiveChannel({
      userId: 7,
      token: 'tok-1',
      baseURL,
      socketFactory,
      getLanguage: () => language,
    });
    channel = live;
    const { socket, received } = await connection;
    await reachState(live, 'open');
    await framesReceived(socket, received, 1);
    expect(received).toEqual(['{"type":"auth","token":"tok-1","locale":"en-US"}']);
    language = 'pt-BR';
    socket.close(4002, 'authentication timeout');
    await reachState(live, 'reconnecting');
    const reconnection = nextConnection();
    vi.advanceTimersByTime(500);
    const again = await reconnection;
    await reachState(live, 'open');
    await framesReceived(again.socket, again.received, 1);
    expect(again.received).toEqual(['{"type":"auth","token":"tok-1","locale":"pt-BR"}']);
  });

  it('sends the text ping every 30 s, not before', async () => {
    const { socket, received } = await openChannel();
    const [client] = opened;
    if (client === undefined) throw new Error('no socket');
    await framesReceived(socket, received, 1);
    const send = vi.spyOn(client, 'send');
    vi.advanceTimersByTime(29_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('ping');
    await framesReceived(socket, received, 2);
    expect(received).toEqual(['{"type":"auth","token":"tok-1"}', 'ping']);
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

describe('ending and backing off (issue 14)', () => {
  it('stops for good when the server closes with 4001 (session ended)', async () => {
    const { live, socket } = await openChannel();
    const ended = reachState(live, 'ended');
    socket.close(4001, 'session ended');
    await ended;
    vi.advanceTimersByTime(120_000);
    expect(opened).toHaveLength(1);
    expect(live.getState()).toBe('ended');
  });

  it('retries after 500 ms first, then backs off with jitter while the server keeps refusing', async () => {
    // The server accepts and drops every socket at once (as a refusing or overloaded server would).
    server.on('connection', (socket) => socket.close(1011, 'try again'));
    const live = createLiveChannel({ userId: 7, token: 'tok-1', baseURL, socketFactory, random: () => 0.5 });
    channel = live;
    for (const expected of [500, 750, 1500, 3000]) {
      await reachState(live, 'reconnecting');
      const before = opened.length;
      vi.advanceTimersByTime(expected - 1);
      expect(opened).toHaveLength(before);
      const next = nextConnection();
      vi.advanceTimersByTime(1);
      expect(opened).toHaveLength(before + 1);
      await next;
      await reachState(live, 'connecting');
    }
  });

  it('counts a socket that stayed open 10 s as healthy: the next retry is 500 ms again', async () => {
    const { live, socket } = await openChannel();
    socket.terminate();
    await reachState(live, 'reconnecting');
    const second = nextConnection();
    vi.advanceTimersByTime(500);
    const { socket: again } = await second;
    await reachState(live, 'open');
    vi.advanceTimersByTime(10_000);
    again.terminate();
    await reachState(live, 'reconnecting');
    const third = nextConnection();
    vi.advanceTimersByTime(500);
    await third;
  });
});

describe('reconnectDelay', () => {
  it('is 500 ms for the first retry, whatever the random draw', () => {
    expect(reconnectDelay(1, () => 0)).toBe(500);
    expect(reconnectDelay(1, () => 0.99)).toBe(500);
  });

  it('doubles from the second retry, drawn between half and all of it, and never passes 30 s', () => {
    expect(reconnectDelay(2, () => 0)).toBe(500);
    expect(reconnectDelay(2, () => 0.999_999)).toBe(1000);
    expect(reconnectDelay(4, () => 0)).toBe(2000);
    expect(reconnectDelay(4, () => 0.5)).toBe(3000);
    expect(reconnectDelay(30, () => 0)).toBe(15_000);
    expect(reconnectDelay(30, () => 0.999_999)).toBe(30_000);
  });
});
