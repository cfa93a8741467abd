import {
  LIVE_AUTH_MESSAGE_TYPE,
  LIVE_AUTH_TIMEOUT_CLOSE_CODE,
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_AUTH_TIMEOUT_REASON,
  LIVE_PING_TEXT,
  LIVE_SESSION_ENDED_CLOSE_CODE,
  LIVE_SESSION_ENDED_REASON,
  type Locale,
  matchLocale,
} from '@onsite/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { onSessionEnd, userOfToken } from '../auth/sessions';
import { digestOf } from '../auth/tokens';
import { requestLocale } from '../http/language';
import { localize } from '../i18n/localize';
import type { RouteDeps } from '../routes/deps';
import { alertSettingsOf, messageFor } from './alertSettings';
import type { LiveMessageOut } from './events';

/** Path of the live channel below `/api` (spec 000 §7.2). */
export const LIVE_PATH = '/stuff/webSocket/info/:userId';
export const PONG_TEXT = 'pong';
/** How often open sockets are checked against their sessions (expiry, a user disabled). */
export const LIVE_SESSION_SWEEP_MS = 60_000;
/** The longest first message read: an auth message is a token in a small JSON object. */
const MAX_AUTH_MESSAGE_LENGTH = 1024;

interface LiveSocketEntry {
  socket: WebSocket;
  userId: number;
  token: string;
  digest: string;
  /** The language its alerts are written in (D30). */
  locale: Locale;
}

/**
 * Whether a browser page of `origin` may open the channel (issue 14): the server's own origin (the
 * console it serves) or one of `allowedOrigins`. A request without Origin is no browser page.
 */
export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The token of a first message `{"type":"auth","token":"…"}` (issue 14 item 8), or null when the
 * text is anything else (a ping, malformed JSON, another type, an empty or overlong token).
 */
export function tokenOfAuthMessage(text: string): string | null {
  if (text.length > MAX_AUTH_MESSAGE_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, token } = value as { type?: unknown; token?: unknown };
  return type === LIVE_AUTH_MESSAGE_TYPE && typeof token === 'string' && token !== '' ? token : null;
}

/**
 * The language an auth message names (`{"type":"auth","token":"…","locale":"en-US"}`, D30), or null
 * when it names none of the four.
 */
export function localeOfAuthMessage(text: string): Locale | null {
  if (text.length > MAX_AUTH_MESSAGE_LENGTH) return null;
  try {
    const { locale } = (JSON.parse(text) ?? {}) as { locale?: unknown };
    return typeof locale === 'string' ? matchLocale(locale) : null;
  } catch {
    return null;
  }
}

/** A live message as its recipient reads it: title and text in the socket's language (D30); data as it is. */
export function localizeLiveMessage(message: LiveMessageOut, locale: Locale): LiveMessageOut {
  return {
    ...message,
    ...(message.title === undefined ? {} : { title: localize(message.title, locale) }),
    ...(message.text === undefined ? {} : { text: localize(message.text, locale) }),
  };
}

/**
 * The live notification channel: a WebSocket per signed-in user. The URL carries no token (a
 * browser socket cannot send headers, and a URL ends up in logs and history): the socket is
 * authenticated by its first message, `{"type":"auth","token":"…"}` (issue 14 item 8). A socket that
 * sends nothing within 5 s is closed with 4002 `authentication timeout`; a first message that is no
 * auth message, a missing, unknown or expired token, or another user's path closes it with 4001
 * `session ended`, after which the client stops reconnecting; so does a session that ends later
 * (logout, password change, expiry, disabled user). A page of a foreign Origin is refused with 403
 * before the upgrade. It answers `ping` with `pong` (and checks the session then) and sends every
 * message the event bus addresses to the user, as JSON.
 */
export function liveChannel({ db, now, events, config }: RouteDeps) {
  return async (api: FastifyInstance) => {
    const entries = new Set<LiveSocketEntry>();
    /** Every open socket, authenticated or not: all are ended when the server stops. */
    const sockets = new Set<WebSocket>();
    const end = (entry: LiveSocketEntry) => {
      entries.delete(entry);
      entry.socket.close(LIVE_SESSION_ENDED_CLOSE_CODE, LIVE_SESSION_ENDED_REASON);
    };
    const stillValid = (entry: LiveSocketEntry) => {
      const user = userOfToken(db, entry.token, now());
      return user !== null && user.userId === entry.userId && !user.passwordChangeRequired;
    };
    const sweep = () => {
      for (const entry of [...entries]) if (!stillValid(entry)) end(entry);
    };
    events.countConnectionsWith(() => ({
      sockets: entries.size,
      users: new Set([...entries].map((entry) => entry.userId)).size,
    }));
    const timer = setInterval(sweep, LIVE_SESSION_SWEEP_MS);
    timer.unref();
    const stopListening = onSessionEnd(db, (ended) => {
      for (const entry of [...entries]) {
        if ('digest' in ended ? entry.digest === ended.digest : entry.userId === ended.userId) end(entry);
      }
    });
    const unsubscribe = events.subscribe((userId, message) => {
      // Each socket reads the message in its own language (D30): written once per language.
      const texts = new Map<Locale, string>();
      // D64: the user's 新消息通知 settings decide whether it is sent at all, and whether it is spoken.
      let frame: LiveMessageOut | null | undefined;
      for (const entry of entries) {
        if (entry.userId !== userId || entry.socket.readyState !== entry.socket.OPEN) continue;
        if (frame === undefined) frame = messageFor(alertSettingsOf(db, userId), message);
        if (frame === null) return;
        let text = texts.get(entry.locale);
        if (text === undefined) {
          text = JSON.stringify(localizeLiveMessage(frame, entry.locale));
          texts.set(entry.locale, text);
        }
        entry.socket.send(text);
      }
    });
    api.addHook('onClose', async () => {
      clearInterval(timer);
      stopListening();
      unsubscribe();
      for (const socket of sockets) socket.terminate();
      sockets.clear();
      entries.clear();
    });

    api.get<{ Params: { userId: string } }>(
      LIVE_PATH,
      {
        websocket: true,
        preValidation: async (request, reply) => {
          if (!isAllowedOrigin(request, config.allowedOrigins)) {
            await reply
              .code(403)
              .send({ code: 403, msg: localize('不允许从该来源连接实时通道', requestLocale(request)) });
          }
        },
      },
      (socket, request) => {
        const userId = Number(request.params.userId);
        let entry: LiveSocketEntry | null = null;
        sockets.add(socket);
        const authTimer = setTimeout(
          () => socket.close(LIVE_AUTH_TIMEOUT_CLOSE_CODE, LIVE_AUTH_TIMEOUT_REASON),
          LIVE_AUTH_TIMEOUT_MS,
        );
        authTimer.unref();
        socket.on('message', (data) => {
          // Nothing a closing socket (refused, timed out) still sends is read.
          if (socket.readyState !== socket.OPEN) return;
          const text = String(data);
          if (entry === null) {
            // The first message authenticates the socket, or ends it.
            clearTimeout(authTimer);
            const token = tokenOfAuthMessage(text) ?? '';
            const candidate: LiveSocketEntry = {
              socket,
              userId,
              token,
              digest: digestOf(token),
              // The console's language from the auth message, else the browser's from the upgrade (D30).
              locale: localeOfAuthMessage(text) ?? requestLocale(request),
            };
            if (!stillValid(candidate)) {
              socket.close(LIVE_SESSION_ENDED_CLOSE_CODE, LIVE_SESSION_ENDED_REASON);
              return;
            }
            entry = candidate;
            entries.add(entry);
            return;
          }
          if (text.trim() !== LIVE_PING_TEXT) return;
          if (stillValid(entry)) socket.send(PONG_TEXT);
          else end(entry);
        });
        socket.on('close', () => {
          clearTimeout(authTimer);
          sockets.delete(socket);
          if (entry !== null) entries.delete(entry);
        });
      },
    );
  };
}
