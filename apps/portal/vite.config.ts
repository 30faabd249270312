import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { paths } from '@sika/domain';
// Node loads this config: @sika/ui's entry reaches .tsx files Node cannot run, its tokens are plain TypeScript.
// eslint-disable-next-line no-restricted-imports
import { theme } from '../../packages/ui/src/theme/theme.ts';
import { reactRouterProductionBuild } from './scripts/reactRouterProductionBuild.ts';

/**
 * The installable app (docs/product.md, On a phone: install and updates): the web app manifest,
 * and the service worker built from src/sw/sw.ts. Its precache list is written after the
 * prerender (scripts/precache.ts), which changes the pages it must name; so here the plugin only
 * compiles the worker (no injection point). The page registers it itself, lazily (src/pwa/).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  injectManifest: { injectionPoint: undefined },
  manifest: {
    name: 'Sika vendor portal',
    short_name: 'Sika',
    description: 'Sell on instalments to Ghana’s working people: your products, orders and earnings.',
    id: paths.dashboard,
    start_url: paths.dashboard,
    scope: '/',
    display: 'standalone',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
    lang: 'en',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

// In development Vite proxies /api to the api (one origin, first-party cookies, no CORS).
export default defineConfig({
  plugins: [react(), pwa, reactRouterProductionBuild],
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
        // react-toastify (with its clsx and the ui's configured container), fetched once the page has
        // been used, is one file named for what it is (e2e refuses it to see the toasts drawn
        // without it).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The forms' rules: yup, the checks every form shares and the password rules they use,
            // in one file. Left to itself Rolldown splits them by who imports what, and a screen that
            // only shows a server's password sentence cost the sign-up page an extra request.
            { name: 'form-rules', test: /packages[\\/]domain[\\/]src[\\/](passwords|schemas[\\/]shared)\.ts$/ },
            {
              name: 'react-toastify',
              test: /node_modules[\\/](react-toastify|clsx)[\\/]|[\\/]Toasts[\\/]ToastifyContainer\.tsx$/,
            },
          ],
        },
        // The entry names every lazy script it may preload (about 60), and a hash is the one part of
        // a name gzip cannot shrink: 7 characters (42 bits, still unique across deployments in
        // practice) instead of 8 take some 50 B off every route's first load. 7 is Rolldown's
        // least for 65 to 4,096 chunks.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
});
