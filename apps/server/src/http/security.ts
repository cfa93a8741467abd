import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Server-wide limits against slow or huge requests (ASVS 12.1, 13.1): a connection idle for 60 s is
 * closed, a request must arrive whole within 30 s (headers and body; an upload of 20 MB at 1 MB/s
 * still fits the upload limit below), keep-alive sockets close after 5 s idle, a JSON body is at
 * most 2 MB. Uploads have their own per-file limit in the contract (10 / 20 MB).
 */
export const SERVER_LIMITS = {
  connectionTimeout: 60_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  bodyLimit: 2 * 1024 * 1024,
  /** Node's own header timeout (slowloris): the request line and headers within 10 s. */
  headersTimeout: 10_000,
} as const;

const REDACTED = '[已隐藏]';

/**
 * A URL with its `token`, `sign`, `ticket`, `code` and password-like query values hidden, and the
 * token of the spec's `getInfoByToken/{token}` path (issue 14 item 8).
 */
export function redactUrl(url: string): string {
  return url
    .replace(
      /([?&](?:token|access-token|sign|ticket|code|smsCode|registrationCode|password|oldPassword|newPassword|uuid)=)[^&#]*/gi,
      `$1${REDACTED}`,
    )
    .replace(/(\/getInfoByToken\/)[^/?#]*/i, `$1${REDACTED}`);
}

/**
 * Fastify's pino request log with secrets redacted (ASVS 7.1.1): the token header, cookies, the
 * token/ticket/code query values, and any password, code or token field a log line may carry.
 */
export function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.ONSITE_LOG_LEVEL ?? 'info',
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["access-token"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.code',
        '*.smsCode',
        '*.token',
        '*.captcha',
        '*.sign',
        '*.ticket',
        // D56: a registration code is a secret too.
        '*.registrationCode',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
    },
  };
}

/**
 * The inline script of the sandbox payment form (`paymentForm`), allowed by its hash: the console
 * writes that form into a blank window, which inherits the console's policy.
 */
const SANDBOX_FORM_SCRIPT_HASH = "'sha256-lmjUpKeshGCiSWIxmy0bi57fZ5legR+F3ih0qzrW3CI='";

/**
 * Security headers on every answer (ASVS 14.4) through @fastify/helmet: a CSP the built console
 * passes (scripts only from the server and the sandbox form's hash; antd's CSS-in-JS needs inline
 * styles; pictures also as data:/blob: for the captcha and previews), nosniff, no framing by anyone
 * (frame-ancestors 'none' + X-Frame-Options DENY: the sandbox payment page opens in its own window),
 * no referrer to other sites, HSTS left to the TLS front (the reference server speaks plain HTTP).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", SANDBOX_FORM_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', 'blob:'],
        // pdf.js (the contract preview) runs its worker from the console's own assets.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
    crossOriginEmbedderPolicy: false,
    // Downloads open in a new window (noopener); the popup of the sandbox form needs its opener.
    crossOriginOpenerPolicy: false,
  });
}

const NAME_KEY = /name$/i;
const SECRET_KEY = /password|token|sign/i;

/**
 * Names are trimmed before validation (ASVS 5.1.3): every string field of a JSON body whose key
 * ends in `name` (enterpriseName, roleName, userName, modelName …) loses its surrounding spaces, so
 * a name of only spaces meets its `minLength: 1` and is refused as empty.
 */
export function trimNames(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (const item of value) trimNames(item, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (typeof field === 'string' && NAME_KEY.test(key) && !SECRET_KEY.test(key)) record[key] = field.trim();
    else if (typeof field === 'object') trimNames(field, depth + 1);
  }
  return value;
}
