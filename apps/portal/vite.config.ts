import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite proxies /api to the api (one origin, first-party cookies, no CORS).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest lets bench/bundle.ts follow each route's import chain (first-load JavaScript per
    // route), and scripts/prerender.ts list each lazy route's scripts (dist/preload.json).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one file (the login page needs all of it), not
        // five pieces shared with the lazy screens: one request instead of five on a phone, and
        // smaller once gzipped. Rolldown keeps its tiny runtime helpers apart whatever we ask.
        // react-toastify (with its clsx), fetched once the page is idle, is named for what it is
        // (e2e refuses it to see the toasts drawn without it).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'react-toastify', test: /node_modules[\\/](react-toastify|clsx)[\\/]/ },
          ],
        },
      },
    },
  },
});
