import { LIVE_PING_TEXT, LIVE_SESSION_ENDED_CLOSE_CODE, LIVE_SESSION_ENDED_REASON } from '@onsite/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { onSessionEnd, userOfToken } from '../auth/sessions';
import { digestOf } from '../auth/tokens';
import type { RouteDeps } from '../routes/deps';

/** Path of the live channel below `/api` (spec 000 §7.2). */
export const LIVE_PATH = '/stuff/webSocket/info/:userId';
export const PONG_TEXT = 'pong';
/** How often open sockets are checked against their sessions (expiry, a user disabled). */
export const LIVE_SESSION_SWEEP_MS = 60_000;

interface LiveSocketEntry {
  socket: WebSocket;
  userId: number;
  token: string;
  digest: string;
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
 * The live notification channel: a WebSocket per signed-in user, authenticated by the `token`
 * query parameter (a browser socket cannot send headers). A page of a foreign Origin is refused with
 * 403 before the upgrade. A missing, unknown or expired token, another user's path, or a session
 * that ends later (logout, password change, expiry, disabled user) closes the socket with 4001
 * `session ended`, after which the client stops reconnecting. It answers `ping` with `pong` (and
 * checks the session then) and sends every message the event bus addresses to the user, as JSON.
 */
export function liveChannel({ db, now, events, config }: RouteDeps) {
  return async (api: FastifyInstance) => {
    const entries = new Set<LiveSocketEntry>();
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
    const timer = setInterval(sweep, LIVE_SESSION_SWEEP_MS);
    timer.unref();
    const stopListening = onSessionEnd(db, (ended) => {
      for (const entry of [...entries]) {
        if ('digest' in ended ? entry.digest === ended.digest : entry.userId === ended.userId) end(entry);
      }
    });
    const unsubscribe = events.subscribe((userId, message) => {
      const text = JSON.stringify(message);
      for (const entry of entries) {
        if (entry.userId === userId && entry.socket.readyState === entry.socket.OPEN) entry.socket.send(text);
      }
    });
    api.addHook('onClose', async () => {
      clearInterval(timer);
      stopListening();
      unsubscribe();
      for (const entry of entries) entry.socket.terminate();
      entries.clear();
    });

    api.get<{ Params: { userId: string }; Querystring: { token?: string } }>(
      LIVE_PATH,
      {
        websocket: true,
        preValidation: async (request, reply) => {
          if (!isAllowedOrigin(request, config.allowedOrigins)) {
            await reply.code(403).send({ code: 403, msg: '不允许从该来源连接实时通道' });
          }
        },
      },
      (socket, request) => {
        const token = request.query.token ?? '';
        const entry: LiveSocketEntry = {
          socket,
          userId: Number(request.params.userId),
          token,
          digest: digestOf(token),
        };
        if (!stillValid(entry)) {
          socket.close(LIVE_SESSION_ENDED_CLOSE_CODE, LIVE_SESSION_ENDED_REASON);
          return;
        }
        entries.add(entry);
        socket.on('message', (data) => {
          if (String(data).trim() !== LIVE_PING_TEXT) return;
          if (stillValid(entry)) socket.send(PONG_TEXT);
          else end(entry);
        });
        socket.on('close', () => entries.delete(entry));
      },
    );
  };
}
