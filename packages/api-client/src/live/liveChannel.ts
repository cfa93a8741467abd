import {
  LIVE_PING_INTERVAL_MS,
  LIVE_PING_TEXT,
  LIVE_RECONNECT_DELAY_MS,
  type LiveMessage,
} from '@onsite/domain';
import { DEFAULT_BASE_URL } from '../client/createApiClient';
import { parseLiveMessage } from './parseLiveMessage';

type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** What the channel needs of a WebSocket; the browser's `WebSocket` and `ws` both fit. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onclose: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
}

/** Opens a socket to a URL; inject one in tests or in Node (`(url) => new WebSocket(url)` of `ws`). */
export type LiveSocketFactory = (url: string) => LiveSocket;

/** `connecting` first; `open`; `reconnecting` while waiting after a close; `closed` after `close()`. */
export type LiveChannelState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveChannelOptions {
  userId: number;
  /** Sent as the `token` query parameter of the socket URL (a browser socket cannot set headers). */
  token: string;
  /** Base URL of the API: `/api` by default, resolved against the page (ws: or wss: as the page); absolute in Node. */
  baseURL?: string;
  /** Opens the socket; the global `WebSocket` by default. */
  socketFactory?: LiveSocketFactory;
  /** 30000 by default (spec 000 §7.2). */
  pingIntervalMs?: number;
  /** 500 by default (spec 000 §7.2). */
  reconnectDelayMs?: number;
}

export interface LiveChannel {
  /** Receives every parsed message; returns its unsubscribe. */
  subscribe(listener: (message: LiveMessage) => void): () => void;
  /** Receives every state change; returns its unsubscribe. */
  subscribeState(listener: (state: LiveChannelState) => void): () => void;
  getState(): LiveChannelState;
  /** Closes the socket for good: no reconnect, no ping. */
  close(): void;
}

const OPEN = 1;

/** `ws(s)://host/api/stuff/webSocket/info/{userId}?token=…` (spec 000 §7.2). */
export function liveChannelUrl(options: Pick<LiveChannelOptions, 'userId' | 'token' | 'baseURL'>): string {
  const base = options.baseURL ?? DEFAULT_BASE_URL;
  const page = (globalThis as { location?: { href: string } }).location;
  if (!/^(https?|wss?):/i.test(base) && page === undefined) {
    throw new TypeError(`The live channel needs an absolute baseURL outside a browser (got ${base})`);
  }
  const url = new URL(base, page?.href);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/stuff/webSocket/info/${encodeURIComponent(String(options.userId))}`;
  url.search = new URLSearchParams({ token: options.token }).toString();
  return url.toString();
}

function defaultSocketFactory(url: string): LiveSocket {
  const Socket = (globalThis as { WebSocket?: new (url: string) => LiveSocket }).WebSocket;
  if (Socket === undefined) throw new TypeError('No global WebSocket: pass a socketFactory');
  return new Socket(url);
}

function notify<T>(listeners: ReadonlySet<(value: T) => void>, value: T): void {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch (error) {
      // A failing listener must not stop the others nor the channel: report it and go on.
      const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
      if (report) report(error);
      else console.error('[live channel] a listener failed', error);
    }
  }
}

/**
 * The live notification channel: connects at once, sends `ping` every 30 s while open, reconnects
 * 500 ms after any close until `close()`, and hands parsed messages to its subscribers. Malformed
 * frames and the server's `pong` are dropped.
 */
export function createLiveChannel(options: LiveChannelOptions): LiveChannel {
  const {
    socketFactory = defaultSocketFactory,
    pingIntervalMs = LIVE_PING_INTERVAL_MS,
    reconnectDelayMs = LIVE_RECONNECT_DELAY_MS,
  } = options;
  const url = liveChannelUrl(options);
  const messageListeners = new Set<(message: LiveMessage) => void>();
  const stateListeners = new Set<(state: LiveChannelState) => void>();
  let state: LiveChannelState = 'connecting';
  let socket: LiveSocket | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const setState = (next: LiveChannelState) => {
    if (next === state) return;
    state = next;
    notify(stateListeners, next);
  };

  const stopPing = () => {
    clearInterval(pingTimer);
    pingTimer = undefined;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    setState('reconnecting');
    reconnectTimer = setTimeout(connect, reconnectDelayMs);
  };

  function connect(): void {
    reconnectTimer = undefined;
    if (closed) return;
    setState('connecting');
    let current: LiveSocket;
    try {
      current = socketFactory(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      setState('open');
      stopPing();
      pingTimer = setInterval(() => {
        if (socket === current && current.readyState === OPEN) current.send(LIVE_PING_TEXT);
      }, pingIntervalMs);
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      const message = parseLiveMessage(event.data);
      if (message !== null) notify(messageListeners, message);
    };
    current.onerror = () => {
      // A close event always follows; reconnecting happens there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      stopPing();
      scheduleReconnect();
    };
  }

  connect();

  return {
    subscribe(listener) {
      messageListeners.add(listener);
      return () => {
        messageListeners.delete(listener);
      };
    },
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    getState: () => state,
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(reconnectTimer);
      stopPing();
      const current = socket;
      socket = null;
      current?.close(1000, 'closed by client');
      setState('closed');
    },
  };
}
