import cors from '@fastify/cors';
import { TOKEN_STORAGE_KEY } from '@onsite/domain';
import type { FastifyInstance } from 'fastify';

/** How long a browser may keep a preflight answer: ten minutes. */
export const CORS_PREFLIGHT_MAX_AGE_S = 600;

/**
 * Lets apps on the listed origins call `/api` from the browser (`ONSITE_CORS_ORIGINS`, empty by
 * default: only the server's own origin). The token travels in the `Access-Token` header, never in a
 * cookie, so no credentials are allowed; `Content-Disposition` is exposed so downloads keep their
 * file names. An origin outside the list gets no CORS headers at all, so its browser refuses the read.
 */
export async function registerCors(api: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await api.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: [TOKEN_STORAGE_KEY, 'Content-Type'],
    exposedHeaders: ['Content-Disposition', 'captcha-uuid'],
    credentials: false,
    maxAge: CORS_PREFLIGHT_MAX_AGE_S,
    strictPreflight: true,
  });
}

/**
 * Reads an allow-list of origins (`https://app.example.com,http://localhost:5173`): each entry must be
 * a bare origin (scheme, host, optional port; no path, no trailing slash, no `*`), so a typo fails the
 * start instead of opening or closing the API silently.
 */
export function parseOrigins(text: string | undefined, name: string): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = null;
    }
    if (origin === null || origin === 'null' || origin !== entry) {
      throw new Error(`${name} must list origins such as https://app.example.com, got "${entry}"`);
    }
  }
  return entries;
}
