// The server the browser tests run against: the production build (the compiled server, the built web app) on a fresh embedded database, with
// no SMTP_URL (the trial mode a first owner meets). Mail kept in the outbox is written to the log at
// info level, as on a laptop; this script keeps those lines in MAIL_LOG (one JSON object a line) so the
// tests can follow a link exactly as a first owner does from the log, and passes warnings and errors on.
import { spawn } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SHOP_ENV } from './shop-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.tmp/e2e-data');
const mailLog = path.resolve(root, process.env.MAIL_LOG ?? `${dataDir}-mail.jsonl`);
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailLog, { force: true });

// Passwords hashed at a sixteenth of the work (scripts/e2e-password-cost.mjs); with E2E_CLOCK_PORT, the
// tests hold the shop's clock (scripts/e2e-clock.mjs).
const preloads = [
  '--import',
  path.join(root, 'scripts/e2e-password-cost.mjs'),
  ...(process.env.E2E_CLOCK_PORT ? ['--import', path.join(root, 'scripts/e2e-clock.mjs')] : []),
];
const server = spawn(process.execPath, ['--enable-source-maps', ...preloads, 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...SHOP_ENV, ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
});
createInterface({ input: server.stdout }).on('line', (line) => {
  // Most lines are the access log's, at info: of those, only a mail kept in the outbox is read.
  if (line.startsWith('{"level":30,') && !line.includes('"msg":"mail kept in the outbox"')) return;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    process.stdout.write(`${line}\n`);
    return;
  }
  if (entry.msg === 'mail kept in the outbox') appendFileSync(mailLog, `${line}\n`);
  else if (entry.level >= 40) process.stdout.write(`${line}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
