/*
 * zod compiles object parsers with `new Function` when it may, and probes whether it may by trying.
 * The shop's Content-Security-Policy (script-src 'self') forbids eval, so the probe alone is reported
 * as a violation on every page with a form. zod reads its settings from this global (shared by every
 * copy of zod on the page; `z.config` writes the same object), and reads `jitless` when a schema is
 * built: so it is set here, in the first script, before any schema module loads. Setting it through
 * `z.config` would pull zod's core into the first script.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
