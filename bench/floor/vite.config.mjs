// Builds the floor of bench/lighthouse.mjs with the workspace's own Vite, React plugin, React and antd.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  // One chunk on purpose: the floor is the least a page on this stack loads, not a split app.
  build: { emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
