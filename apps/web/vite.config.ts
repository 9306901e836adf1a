import { createRequire } from 'node:module';
import path from 'node:path';
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

/**
 * React Router's package makes its <Link>, <NavLink> and <Form> with React's forwardRef, and its
 * contexts with createContext, in calls at its top level that it does not mark as free of side
 * effects. The build must then keep each of them, used or not, with all the code it reaches: <Form>
 * alone brings form submission (about 1.4 KB gzipped) to a shop that submits no form through the
 * router. Marked, the ones no page uses are left out (docs/decisions/0018-home-page-scripts.md).
 */
function markReactRouterPure(): Plugin {
  const file = /\/node_modules\/react-router\/dist\/[\w-]+\/[\w-]+\.mjs$/;
  return {
    name: 'teatree:react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      const marked = code
        .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1')
        .replace(/^ *\w+\.displayName = "[\w.]+";$/gm, '');
      return { code: marked, map: null };
    },
  };
}

/**
 * React Router's package resolves to its development build, which carries its warnings for developers.
 * The shop's build takes its production build, the same code without them.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Matches the modules at these paths under apps/web/src or packages/shared/src (without their extension). */
function modules(...paths: string[]): RegExp {
  return new RegExp(`/(apps/web/src|packages/shared/src)/(${paths.join('|')})\\.tsx?$`);
}

/**
 * What every page runs first: React, React Router, TanStack Query, and the app's modules that
 * src/boot.tsx imports and most screens share.
 */
const everyPageFirst = [
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/[\w-]+)\//,
  modules(
    'lib/api-client',
    'lib/auth',
    'lib/query-keys',
    'hooks/use-hydrated',
    'config/paths',
    'components/ui/icon',
    'components/ui/link',
    'messages',
    'features/cart/api/cart-query',
    'features/cart/browser-cart',
  ),
];

/** The parts the public pages' lists share: tea and review cards, ratings, photos, section headings, drawing in slices. */
const publicParts = [
  modules(
    'components/ui/(page-icons|star-rating|section-heading|page-section|error-notice|skeleton-item|art-image|arrow-link|icon-disc)',
    'components/product/(product-photo|sold-out|category-badge)',
    'lib/(media|dates)',
    'features/reviews/components/(product-rating|review-grid|review-card)',
    'features/reviews/api/get-reviews',
    'features/products/api/get-products',
    'features/cart/components/add-to-cart',
    'hooks/use-drawn-in-slices',
    'money',
    'numbers',
    'media',
  ),
];

/**
 * The small pieces the forms and the account and back-office screens share (their frame, a query's
 * states, empty states, pages, confirmations, the send button, the writes' helper): one chunk, where
 * each alone would add a script, and its name to every page's first script.
 */
const screenParts = [
  modules(
    'components/layout/page-frame',
    'components/ui/(query-view|submit-button|optional-label|empty-state|confirm-dialog|pagination|table-skeleton|table-head|skeleton-bars|cards-skeleton|busy-icon)',
    'hooks/use-dialog-subject',
    'lib/(mutations|form-errors)',
  ),
];

/**
 * TanStack Query's changes (useMutation and its observer) and growing lists (useInfiniteQuery and its
 * observer): the forms and buttons that change something use the first, the review lists the second,
 * the home page's first screenful neither. They load with the first screen or section that needs them
 * (docs/decisions/0018-home-page-scripts.md).
 */
const queryLater = [
  /node_modules\/@tanstack\/[\w-]+\/build\/modern\/(useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/,
];

const matchesAny = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    markReactRouterPure(),
    preloadFonts([
      /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
      /^assets\/fraunces-latin-600-normal-[\w-]+\.woff2$/,
    ]),
  ],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
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
    // Every browser the build targets preloads modules itself, but for Safari before 17, which then
    // fetches a screen's chunks as it imports them: no polyfill in the page's first script.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks each route loads, for the size budget (scripts/bundle-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // Each of these in one chunk rather than a dozen small ones that each compress on their own:
        // the home page fetched 20 scripts more, and about 6 KB more, in small chunks
        // (docs/decisions/0017-pages-answer-at-once.md). A group takes only the modules named, not
        // what they import.
        codeSplitting: isSsrBuild
          ? true
          : {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'query-later', test: matchesAny(queryLater) },
                { name: 'core', test: matchesAny(everyPageFirst) },
                { name: 'parts', test: matchesAny(publicParts) },
                { name: 'screens', test: matchesAny(screenParts) },
              ],
            },
      },
    },
  },
}));
