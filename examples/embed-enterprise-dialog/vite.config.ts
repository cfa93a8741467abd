import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain app: @onsite/* come from their packed tarballs in node_modules (their dist), never from source.
export default defineConfig({
  plugins: [react()],
  build: {
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      onwarn(warning, warn) {
        // antd's "use client" directives mean nothing to a client-only build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
