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
    // The server's floors, top to bottom, one folder each (docs/decisions/0015-boundaries.md): server.ts,
    // app.ts and the cli/ commands → routes/ → seed/ → workflows/ → modules/ (repositories, mails, module
    // plugins) → plugins/ (infrastructure) → db/, lib/, config.ts. Each rule forbids one kind of arrow
    // running back up, so no two folders ever import each other.
    {
      name: 'server-entry-points-on-top',
      severity: 'error',
      comment:
        'server.ts starts app.ts, and app.ts puts the shop together; the cli/ commands are run, not imported. No ' +
        'other file of the server imports any of them.',
      from: { path: SERVER, pathNot: `${SERVER}server\\.ts$` },
      to: { path: `${SERVER}(app\\.ts|server\\.ts|cli/)` },
    },
    {
      name: 'server-routes-registered-by-the-app',
      severity: 'error',
      comment:
        'A route file is a leaf that app.ts registers: nothing else of the server imports routes/, so what a ' +
        'route calls never calls back into routes.',
      from: { path: SERVER, pathNot: [`${SERVER}app\\.ts$`, `${SERVER}routes/`] },
      to: { path: `${SERVER}routes/` },
    },
    {
      name: 'server-seed-started-by-the-app',
      severity: 'error',
      comment:
        "The demo seed fills an empty shop at its first start (app.ts) and the tests' and the bench's databases: " +
        'no route, workflow or module imports it.',
      from: { path: SERVER, pathNot: [`${SERVER}app\\.ts$`, `${SERVER}seed/`] },
      to: { path: `${SERVER}seed/` },
    },
    {
      name: 'server-workflows-below-routes',
      severity: 'error',
      comment:
        'Only routes (and app.ts, which registers the workflow plugin) start a workflow. A repository, a mail, a ' +
        "module's plugin or a piece of infrastructure that imported one would sit both below and above workflows/.",
      from: { path: `${SERVER}(modules|plugins|db|lib)/` },
      to: { path: `${SERVER}workflows/` },
    },
    {
      name: 'server-plugins-are-infrastructure',
      severity: 'error',
      comment:
        'plugins/ holds what any shop would need (database, mail transport, security, rate limits, errors, ' +
        "origins, web serving), so it imports no module and no workflow; the shop's own rules live in those.",
      from: { path: `${SERVER}plugins/` },
      to: { path: `${SERVER}(modules|workflows)/` },
    },
    {
      name: 'server-foundations-below-modules',
      severity: 'error',
      comment:
        'lib/, db/, config.ts and paths.ts serve everything above them, so they import no module, plugin or ' +
        'workflow.',
      from: { path: `${SERVER}(lib/|db/|config\\.ts$|paths\\.ts$)` },
      to: { path: `${SERVER}(modules|plugins|workflows|seed)/` },
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
