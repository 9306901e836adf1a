// `npm run make-admin | backup | restore -- …`: compiles the server and its commands (about a second),
// as `npm start` does, then runs the command as plain JavaScript with the arguments given, in the
// caller's environment, and exits as it does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer, ENTRIES } from './build-server.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || name === 'server' || !Object.hasOwn(ENTRIES, name)) {
  const commands = Object.keys(ENTRIES).filter((entry) => entry !== 'server');
  console.error(`Usage: node scripts/command.mjs <${commands.join(' | ')}> …`);
  process.exit(2);
}
const dist = await buildServer();
const command = spawn(process.execPath, ['--enable-source-maps', path.join(dist, `${name}.js`), ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
