// The production build (the compiled server and the built web app) on a free port of 127.0.0.1, on a
// fresh embedded database seeded with the demo catalogue, for the measurements: scripts/bundle-budget.mjs
// and scripts/lighthouse.mjs. Builds first if the build is missing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, loopbackShopEnv } from './loopback-shop.mjs';

const root = path.resolve(import.meta.dirname, '..');

async function buildIfMissing() {
  const built =
    existsSync(path.join(root, 'apps/web/dist/pages/pages.json')) &&
    existsSync(path.join(root, 'apps/server/dist/server.js'));
  if (built) return;
  await new Promise((resolve, reject) =>
    spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('build failed')),
    ),
  );
}

/** Starts the shop; answers its address and a function that stops it and deletes its database. */
export async function startBuiltShop() {
  await buildIfMissing();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teatree-measure-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: loopbackShopEnv(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (i > 600 || server.exitCode !== null) {
      await stop();
      throw new Error('the shop did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, stop };
}
