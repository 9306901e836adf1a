import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API server runs beside Vite; in production it serves the built app itself,
// so the app always talks to its own origin and needs no CORS.
const apiServer = 'http://127.0.0.1:3000';

/**
 * Every page asks for the text and heading fonts (Latin) in its <head>, next to the stylesheet. Found
 * only once the stylesheet is parsed and the page laid out, they used to arrive after the first paint
 * of a prerendered page, and swapping them in moved the text (layout shift).
 */
function preloadFonts(files: RegExp[]): Plugin {
  return {
    name: 'teatree:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => files.some((pattern) => pattern.test(file)));
        if (fonts.length !== files.length)
          throw new Error(`preloadFonts: expected ${files.length} fonts, found ${fonts}`);
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts([
      /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
      /^assets\/fraunces-latin-600-normal-[\w-]+\.woff2$/,
    ]),
  ],
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
