import { LIVE_PING_TEXT } from '@onsite/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { userOfToken } from '../auth/sessions';
import type { RouteDeps } from '../routes/deps';

/** Path of the live channel below `/api` (spec 000 §7.2). */
export const LIVE_PATH = '/stuff/webSocket/info/:userId';
export const PONG_TEXT = 'pong';

/**
 * The live notification channel: a WebSocket per signed-in user, authenticated by the `token`
 * query parameter (a browser socket cannot send headers) and refused with 401 before the upgrade
 * when the token is missing, expired or belongs to another user. It answers `ping` with `pong` and
 * sends every message the event bus addresses to the user, as JSON text.
 */
export function liveChannel({ db, now, events }: RouteDeps) {
  return async (api: FastifyInstance) => {
    const sockets = new Map<number, Set<WebSocket>>();
    const unsubscribe = events.subscribe((userId, message) => {
      const text = JSON.stringify(message);
      for (const socket of sockets.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    });
    api.addHook('onClose', async () => {
      unsubscribe();
      for (const group of sockets.values()) for (const socket of group) socket.terminate();
      sockets.clear();
    });

    api.get<{ Params: { userId: string }; Querystring: { token?: string } }>(
      LIVE_PATH,
      {
        websocket: true,
        preValidation: async (request, reply) => {
          const user = userOfToken(db, request.query.token, now());
          if (!user || String(user.userId) !== request.params.userId) {
            await reply.code(401).send({ code: 401, msg: '登录状态已过期，请重新登录' });
          }
        },
      },
      (socket, request) => {
        const userId = Number(request.params.userId);
        const group = sockets.get(userId) ?? new Set<WebSocket>();
        group.add(socket);
        sockets.set(userId, group);
        socket.on('message', (data) => {
          if (String(data).trim() === LIVE_PING_TEXT) socket.send(PONG_TEXT);
        });
        socket.on('close', () => {
          group.delete(socket);
          if (group.size === 0) sockets.delete(userId);
        });
      },
    );
  };
}
