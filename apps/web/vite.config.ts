import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, ws: true },
      '/uploads': backend,
      '/dev': backend,
      '/s/': backend,
    },
  },
  build: { chunkSizeWarningLimit: 1500, sourcemap: false },
});
