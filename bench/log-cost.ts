/**
 * `npm run bench:log`: what the access log costs. The compiled shop, started as `npm start` starts it on
 * the embedded database with its demo catalogue, twice: at the default `LOG_LEVEL=info` (a line a
 * request, written to a file as a deployment's log is) and with the log off (`silent`); and the bare
 * Fastify route, the machine's ceiling. `/api/health`, the lightest route, is asked of each in turn,
 * round after round (BENCH_ROUNDS, 5 by default), so the machine's drift falls on all three alike; the
 * medians are compared. docs/quality.md, "The access log".
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Figure, measure } from './measure.ts';
import { buildShop, startProcess } from './process.ts';
import { saveResults } from './report.ts';
import { CONNECTIONS, SECONDS } from './settings.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

buildShop();
const dir = mkdtempSync(path.join(tmpdir(), 'teatree-log-cost-'));
const logFile = path.join(dir, 'shop.log');
const shop = (level: string) =>
  startProcess(
    'apps/server/dist/server.js',
    { DATA_DIR: path.join(dir, level), DATABASE_URL: '', LOG_LEVEL: level },
    '/api/health',
    { logFile: level === 'silent' ? undefined : logFile },
  );
const servers = [
  { name: 'the shop, LOG_LEVEL=info (the default)', asked: '/api/health', ...(await shop('info')) },
  { name: 'the shop, LOG_LEVEL=silent', asked: '/api/health', ...(await shop('silent')) },
  { name: 'the bare Fastify route', asked: '/bare', ...(await startProcess('bench/bare-server.ts', {}, '/bare')) },
];
console.log(
  `GET /api/health, ${CONNECTIONS} connections, ${SECONDS} s a measure, ${ROUNDS} rounds; the log at info goes to ${logFile}`,
);
const figures = new Map<string, Figure[]>(servers.map((server) => [server.name, []]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    // Each round in another order: none of the three is always measured first.
    const order = servers.map((_, i) => servers[(i + round) % servers.length]!);
    for (const server of order) {
      figures
        .get(server.name)!
        .push(await measure(server.base, server.name, 'pglite', { paths: [server.asked] }, server.pid));
    }
  }
} finally {
  for (const server of servers) await server.stop();
}

const medians = Object.fromEntries(
  [...figures].map(([name, runs]) => [
    name,
    { rps: Math.round(median(runs.map((f) => f.rps))), cpuMs: median(runs.map((f) => f.serverCpuMs ?? 0)) },
  ]),
);
const [info, silent, bare] = servers.map((server) => medians[server.name]!);
console.log('\n| server | req/s (median) | CPU ms a request (median) |\n| --- | --- | --- |');
for (const [name, m] of Object.entries(medians)) console.log(`| ${name} | ${m.rps} | ${m.cpuMs} |`);
const ofSilent = info!.rps / silent!.rps;
const ofBare = info!.rps / bare!.rps;
console.log(`\nat info: ${ofSilent.toFixed(2)} of the log off, ${ofBare.toFixed(2)} of the bare route`);
console.log(`the log grew to ${Math.round(statSync(logFile).size / 1e6)} MB`);
rmSync(dir, { recursive: true, force: true });
saveResults('log-cost', { rounds: ROUNDS, figures: Object.fromEntries(figures), medians, ofSilent, ofBare });
