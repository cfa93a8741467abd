import {
  LIVE_AUTH_MESSAGE_TYPE,
  LIVE_HEALTHY_AFTER_MS,
  LIVE_PING_INTERVAL_MS,
  LIVE_PING_TEXT,
  LIVE_RECONNECT_DELAY_MS,
  LIVE_RECONNECT_MAX_DELAY_MS,
  LIVE_SESSION_ENDED_CLOSE_CODE,
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
  onclose: Handler<{ code?: number }> | null;
  onerror: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
}

/** Opens a socket to a URL; inject one in tests or in Node (`(url) => new WebSocket(url)` of `ws`). */
export type LiveSocketFactory = (url: string) => LiveSocket;

/**
 * `connecting` first; `open`; `reconnecting` while waiting after a close (also after 4002, a socket
 * the server closed because it did not authenticate in time); `closed` after `close()`; `ended` when
 * the server closed the socket because its session ended or it refused the token (4001): no more
 * reconnecting.
 */
export type LiveChannelState = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'ended';

export interface LiveChannelOptions {
  userId: number;
  /**
   * Sent as the first message of every socket, `{"type":"auth","token":"…"}` (issue 14 item 8): a
   * browser socket cannot set headers, and the URL stays free of it (logs, history).
   */
  token: string;
  /**
   * The language the person reads, sent in the auth message (`"locale"`) of every socket so that the
   * server writes the alerts' titles and texts in it (D30); read at each (re)connection.
   */
  getLanguage?: () => string | null | undefined;
  /** Base URL of the API: `/api` by default, resolved against the page (ws: or wss: as the page); absolute in Node. */
  baseURL?: string;
  /** Opens the socket; the global `WebSocket` by default. */
  socketFactory?: LiveSocketFactory;
  /** 30000 by default (spec 000 §7.2). */
  pingIntervalMs?: number;
  /** 500 by default (spec 000 §7.2): the first retry after a close. */
  reconnectDelayMs?: number;
  /** 30000 by default: the longest wait between retries after repeated failures. */
  maxReconnectDelayMs?: number;
  /** A number in [0, 1) for the jitter; `Math.random` by default. */
  random?: () => number;
}

/**
 * The wait before retry number `failures` (1 for the first retry after a close): 500 ms the first
 * time (spec 000 §7.2), then doubling up to the maximum, each drawn between half and all of it so
 * that many clients do not retry in step (issue 14).
 */
export function reconnectDelay(
  failures: number,
  random: () => number = Math.random,
  baseMs = LIVE_RECONNECT_DELAY_MS,
  maxMs = LIVE_RECONNECT_MAX_DELAY_MS,
): number {
  if (failures <= 1) return baseMs;
  const ceiling = Math.min(maxMs, baseMs * 2 ** (failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
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

/** `ws(s)://host/api/stuff/webSocket/info/{userId}` (spec 000 §7.2): no token in it (issue 14 item 8). */
export function liveChannelUrl(options: Pick<LiveChannelOptions, 'userId' | 'baseURL'>): string {
  const base = options.baseURL ?? DEFAULT_BASE_URL;
  const page = (globalThis as { location?: { href: string } }).location;
  if (!/^(https?|wss?):/i.test(base) && page === undefined) {
    throw new TypeError(`The live channel needs an absolute baseURL outside a browser (got ${base})`);
  }
  const url = new URL(base, page?.href);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/stuff/webSocket/info/${encodeURIComponent(String(options.userId))}`;
  url.search = '';
  return url.toString();
}

/**
 * The first message of a socket, which authenticates it (issue 14 item 8) and names the language of
 * the alerts it will carry (D30), when known.
 */
export function liveAuthMessage(token: string, locale?: string | null): string {
  return JSON.stringify(
    locale ? { type: LIVE_AUTH_MESSAGE_TYPE, token, locale } : { type: LIVE_AUTH_MESSAGE_TYPE, token },
  );
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
 * The live notification channel: connects at once, authenticates each socket by its first message
 * (the token; never in the URL), sends `ping` every 30 s while open, reconnects
 * 500 ms after a close and then backs off with jitter while closes repeat (`reconnectDelay`), until
 * `close()` or until the server closes with 4001 (session ended: state `ended`, no retry); it hands
 * parsed messages to its subscribers. Malformed frames and the server's `pong` are dropped.
 */
export function createLiveChannel(options: LiveChannelOptions): LiveChannel {
  const {
    socketFactory = defaultSocketFactory,
    pingIntervalMs = LIVE_PING_INTERVAL_MS,
    reconnectDelayMs = LIVE_RECONNECT_DELAY_MS,
    maxReconnectDelayMs = LIVE_RECONNECT_MAX_DELAY_MS,
    random = Math.random,
  } = options;
  const url = liveChannelUrl(options);
  const messageListeners = new Set<(message: LiveMessage) => void>();
  const stateListeners = new Set<(state: LiveChannelState) => void>();
  let state: LiveChannelState = 'connecting';
  let socket: LiveSocket | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  /** Closes in a row without a healthy socket (open for LIVE_HEALTHY_AFTER_MS) in between. */
  let failures = 0;
  let openedAt: number | null = null;

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
    failures += 1;
    reconnectTimer = setTimeout(
      connect,
      reconnectDelay(failures, random, reconnectDelayMs, maxReconnectDelayMs),
    );
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
      // Before anything else: the server closes a socket that does not authenticate first.
      current.send(liveAuthMessage(options.token, options.getLanguage?.()));
      openedAt = Date.now();
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
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      stopPing();
      if (openedAt !== null && Date.now() - openedAt >= LIVE_HEALTHY_AFTER_MS) failures = 0;
      openedAt = null;
      if (event?.code === LIVE_SESSION_ENDED_CLOSE_CODE) {
        // The server ended the session (logout, password change, expiry, a refused token): stop for good.
        closed = true;
        setState('ended');
        return;
      }
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
