import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite proxies /api to the api (one origin, first-party cookies, no CORS).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
  // The manifest lets bench/bundle.ts follow each route's import chain (first-load JavaScript per route).
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
});
