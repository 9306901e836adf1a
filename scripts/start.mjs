// `npm start`: compiles the server (under a second), builds the web app if it has not been built yet,
// then runs the shop as plain JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHOP_ENV } from './shop-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (script) => {
  const build = spawnSync(npm, ['run', '-s', script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
};
run('build:server');
// The drawn pages' index is the build's last step: its absence means no build, or one cut short.
if (!existsSync(path.join(root, 'apps/web/dist/pages/pages.json'))) {
  console.log('Building the web app (first start)…');
  run('build');
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...SHOP_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
