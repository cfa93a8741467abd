import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Where `pnpm dev` sends `/api` (and the live channel's WebSocket): the reference server. */
const API_TARGET = process.env.ONSITE_API_TARGET ?? 'http://localhost:8000';
const WORKSPACE = path.resolve(import.meta.dirname, '../..');

/**
 * Writes `.vite/chunk-modules.json` (chunk file → its source modules, relative to the workspace, with their
 * rendered sizes)
 * beside Vite's manifest, so bench/bundle-report.mjs can tell which code each page loads.
 */
function chunkModules(): Plugin {
  return {
    name: 'onsite:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .filter(([id]) => !id.startsWith('\0'))
            .map(([id, module]) => [path.relative(WORKSPACE, id.split('?')[0] ?? id), module.renderedLength]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    chunkModules(),
    // Every asset above 1 KiB also as .br and .gz, which the server sends as they are (issue 19).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      exclude: [/^\.vite\//],
      logLevel: 'silent',
    }),
  ],
  // Workspace packages compile from source (their `@onsite/source` export condition): no watch builds.
  resolve: { conditions: ['@onsite/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: {
    // bench/bundle-report.mjs reads which files each page loads from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      onwarn(warning, warn) {
        // antd ships "use client" directives that mean nothing to a client-only build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
