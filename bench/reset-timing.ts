/**
 * `npm run bench:reset`: does a password-reset request tell, by its answer or its time, whether an
 * account exists? Times requests for a known and an unknown address, taken in turns, on the embedded
 * database, in trial mode (no SMTP) and with SMTP configured (a server that does not answer: the mail
 * waits in the queue). Loopback only; a bounded number of requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from './process.ts';
import { median, percentile } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const KNOWN = { name: 'Known Customer', email: 'known.customer@tea-house.shop', password: 'Green#tea1' };

async function measure(mode: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teatree-reset-'));
  const server = await startProcess(
    'apps/server/src/server.ts',
    { ...env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'fatal', AUTH_RATE_LIMIT: '1000000' },
    '/api/health',
  );
  const ask = async (email: string) => {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email, redirectTo: '/reset-password' }),
    });
    const body = await res.text();
    return { ms: performance.now() - started, status: res.status, body };
  };
  try {
    const up = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify(KNOWN),
    });
    if (!up.ok) throw new Error(`sign-up failed: ${up.status}`);
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < 20; i++) await ask(KNOWN.email); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      const a = await ask(KNOWN.email);
      const b = await ask(`nobody.${i}@tea-house.shop`);
      known.push(a.ms);
      unknown.push(b.ms);
      answers.add(`${a.status} ${a.body}`).add(`${b.status} ${b.body}`);
    }
    const ratio = median(known) / median(unknown);
    console.log(
      `| ${mode} | ${median(known).toFixed(2)} / ${percentile(known, 90).toFixed(2)} | ${median(unknown).toFixed(2)} / ${percentile(unknown, 90).toFixed(2)} | ${ratio.toFixed(2)} | ${answers.size} |`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Password reset, ${ROUNDS} requests each, in turns (ms, median / p90)\n`);
console.log('| mail | known address | unknown address | ratio of medians | different answers |');
console.log('|---|---|---|---|---|');
await measure('trial mode (no SMTP)', {});
await measure('SMTP configured', { SMTP_URL: 'smtp://127.0.0.1:9' });
