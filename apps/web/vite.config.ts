import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server runs beside Vite; in production it serves the built app itself,
// so the app always talks to its own origin and needs no CORS.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
  // The build-time prerender (src/entry-prerender.tsx) runs in Node as one self-contained file.
  ssr: { noExternal: true },
  preview: {
    host: '127.0.0.1',
  },
  build: {
    target: 'es2022',
    // Small SVG illustrations would otherwise be inlined as data URLs into the JS chunks that
    // import them, growing the home route's initial script for pictures the browser can fetch lazily.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: which chunks each route loads, for the size budget (scripts/bundle-budget.mjs).
    manifest: true,
  },
});
