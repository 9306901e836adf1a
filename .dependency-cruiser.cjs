/**
 * The boundaries of the code, checked by `npm run lint` (and so by `npm test`).
 * Why these and not others: docs/decisions/0015-boundaries.md.
 */
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A module never depends, through any chain of imports, on itself.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-stand-alone',
      severity: 'error',
      comment:
        'A feature does not import another feature. What two features share lives in components/, lib/, hooks/ or ' +
        'packages/shared; screens (app/routes) put features side by side.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$1/`] },
    },
    {
      name: 'web-shared-code-stays-below-features',
      severity: 'error',
      comment: 'components/, lib/, hooks/ and config/ serve every feature and screen, so they import none of them.',
      from: { path: `${WEB}(components|lib|hooks|config)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'Features are composed by the app (router, routes, layouts), never the other way round.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'shared-package-stands-alone',
      severity: 'error',
      comment: 'packages/shared is the contract of the server and the web app: it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The server and the web app meet only in packages/shared.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: ['^apps/$1/'] },
    },
    {
      name: 'server-foundations-below-modules',
      severity: 'error',
      comment:
        'lib/ and db/ serve the modules, plugins and workflows, so they import none of them. The demo seed ' +
        '(db/seed) is the exception: it stores the demo pictures through the media module, as an upload would.',
      from: { path: `${SERVER}(lib|db)/`, pathNot: `${SERVER}db/seed/` },
      to: { path: `${SERVER}(modules|plugins|workflows|app\\.ts|server\\.ts)` },
    },
    {
      name: 'tests-are-not-imported',
      severity: 'error',
      comment: 'Shipped code never imports test code.',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { path: '(^apps/[^/]+/(test|e2e)/|\\.(test|spec)\\.tsx?$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist[^/]*|node_modules|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
