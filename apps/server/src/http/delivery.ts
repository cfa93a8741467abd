import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localize } from '../i18n/localize';
import { requestLocale } from './language';

/** Hashed build output (Vite's `assets/`): its name changes with its content, so it never needs asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else the console serves (index.html, the favicon …): kept, but asked again each time. */
export const REVALIDATE = 'no-cache';

/**
 * Headers that govern a document (what it may load, run, frame or refer): helmet sets them on every
 * answer, but a script or a stylesheet is no document, and on ~50 files of a page they cost about
 * 30 KB (issue 19). A worker script keeps them: a worker's policy comes with its script.
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
  'referrer-policy',
];

/** A hashed script or stylesheet that is not a worker's: the document-only headers are left off it. */
const SUBRESOURCE = /^\/assets\/(?![^/?]*worker)[^/?]+\.(js|css)(\?|$)/i;

/**
 * Serves the built console: each file as the `.br` or `.gz` the build wrote beside it when the browser
 * accepts one (no compression at request time), hashed assets cached for a year, the rest revalidated.
 * Every other GET that is not an API path answers index.html (a single-page app).
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  const assetsDir = path.join(consoleDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: consoleDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  // nosniff and cross-origin-resource-policy stay on scripts and stylesheets: they protect the file itself.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && SUBRESOURCE.test(request.url)) {
      for (const name of DOCUMENT_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ code: 404, msg: localize('接口不存在', requestLocale(request)) });
    }
    return reply.sendFile('index.html');
  });
}

/**
 * Compresses API answers above 1 KiB (lists, dictionaries, menus) with brotli at quality 4 or gzip,
 * as the browser accepts; files already compressed (pictures, PDFs, spreadsheets) are left as they are.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
