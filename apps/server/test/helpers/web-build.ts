import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { standIn } from './app.ts';

/**
 * A web build in a folder of its own, as the server serves it, for the tests of one file or `describe`
 * block: written before they run, removed after them. `files` are written in its `dist` (the WEB_DIST),
 * by their path there, and `renderer` stands for the build's renderer beside it
 * (`dist-prerender/entry-prerender.js`). Stands for the build's folders once a test or a later hook runs.
 */
export function useWebBuild(files: Record<string, string>, renderer: string) {
  let build: { root: string; dist: string } | undefined;
  beforeAll(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'teatree-web-'));
    const dist = path.join(root, 'dist');
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), text);
    }
    mkdirSync(path.join(root, 'dist-prerender'));
    writeFileSync(path.join(root, 'dist-prerender', 'entry-prerender.js'), renderer);
    build = { root, dist };
  });
  afterAll(() => {
    if (build) rmSync(build.root, { recursive: true, force: true });
  });
  return standIn(() => build, 'The web build is written before the tests run');
}
