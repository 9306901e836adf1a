/** One scenario of `npm run bench` measured: the load run against a server, and what it cost. */
import { rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from './load-generator.ts';
import { cpuMs, postgresCpuMs, startProcess } from './process.ts';
import { CONNECTIONS, SECONDS } from './settings.ts';

export interface Figure {
  scenario: string;
  database: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The app server's CPU time per request (per flow), in ms: steadier than req/s on a shared machine. */
  serverCpuMs?: number;
  /** PostgreSQL's CPU time per request (per flow), in ms, on PostgreSQL. */
  databaseCpuMs?: number;
  /** Requests a second as a share of the bare route's, measured around the same database's scenarios. */
  ratio?: number;
  /**
   * Of a public list: requests a second as a share of a bare route's answering the very same bytes (its
   * status, headers and body, prepared once), under the same load, the two loaded in turns right after it.
   */
  sameBytesRatio?: number;
}

/** An answer of the shop as the bare route sends it again: the path asked, status, headers and body (base64). */
export interface PreparedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers the bare route's server writes itself; every other header of the shop's answer is sent again as it came. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The bare Fastify route in a process of its own: this machine's ceiling at that moment. */
export async function measureBare(when: string): Promise<Figure> {
  const bare = await startProcess('bench/bare-server.ts', {}, '/bare');
  try {
    return await measure(bare.base, `bare Fastify route (${when})`, '-', { paths: ['/bare'] }, bare.pid);
  } finally {
    await bare.stop();
  }
}

export interface Load {
  paths: string[];
  /** A public list: measured also against a bare route answering the same bytes (`sameBytesRatio`). */
  sameBytes?: boolean;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A sequence of requests each connection repeats (a customer's steps), instead of one request; made anew for each run. */
  flow?: () => autocannon.Request[];
  /** Requests per completed flow: figures are then given per flow (orders placed and paid per second). */
  perFlow?: number;
  /** Connections at once (CONNECTIONS by default); 1 gives the time one request takes on its own. */
  connections?: number;
  /** Customers (their session cookies) who each open a page of the shop first, as one does before ordering. */
  browsing?: string[];
  /** Another load run at the same time at a fixed rate (requests a second), whose figures are not this scenario's. */
  alongside?: Load & { rate: number };
}

/**
 * Each customer opens a page of the shop, whose navbar asks for their cart (GET /api/cart): the server
 * then knows their session, as it knows a browsing customer's when they order.
 */
async function browseAsEach(base: string, cookies: string[]) {
  for (let i = 0; i < cookies.length; i += CONNECTIONS) {
    await Promise.all(
      cookies.slice(i, i + CONNECTIONS).map(async (cookie) => {
        const res = await fetch(`${base}/api/cart`, { headers: { cookie } });
        if (!res.ok) throw new Error(`a bench buyer's cart answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }),
    );
  }
}

async function load(
  url: string,
  {
    paths,
    method = 'GET',
    headers = {},
    body,
    flow,
    perFlow = 1,
    connections = CONNECTIONS,
    alongside,
    rate,
  }: Load & { rate?: number },
  seconds: number,
): Promise<{ done: number; rps: number; p50: number; p99: number; errors: number }> {
  let next = 0;
  const beside = alongside && load(url, { connections: 2, ...alongside }, seconds);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: flow?.() ?? [
      {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }),
      },
    ],
  });
  const refused = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (refused.length)
    console.log(`    answers other than 2xx: ${refused.map(([code, { count }]) => `${code} ×${count}`).join(', ')}`);
  // The load alongside ran as long; its refusals count as this scenario's errors.
  const besides = await beside;
  if (besides) console.log(`    alongside: ${Math.round(besides.rps)} a second of the ${alongside?.rate} asked for`);
  return {
    done: result.requests.total / perFlow,
    rps: result.requests.average / perFlow,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + (besides?.errors ?? 0),
  };
}

export async function measure(
  base: string,
  scenario: string,
  database: string,
  spec: Load,
  pid?: number,
): Promise<Figure> {
  if (spec.browsing) await browseAsEach(base, spec.browsing);
  await load(base, spec, 2); // warm-up: JIT, connection pool, cache
  const before = { server: pid ? cpuMs(pid) : 0, database: database === 'postgres' ? postgresCpuMs() : 0 };
  const { done, ...figure } = await load(base, spec, SECONDS);
  const per = (ms: number) => Math.round((ms / Math.max(done, 1)) * 1000) / 1000;
  const cpu = {
    ...(pid ? { serverCpuMs: per(cpuMs(pid) - before.server) } : {}),
    ...(database === 'postgres' ? { databaseCpuMs: per(postgresCpuMs() - before.database) } : {}),
  };
  const cpuText = pid
    ? `; CPU ${cpu.serverCpuMs} ms app server${cpu.databaseCpuMs === undefined ? '' : `, ${cpu.databaseCpuMs} ms PostgreSQL`} a request`
    : '';
  console.log(`  ${database.padEnd(9)} ${scenario.padEnd(34)} ${Math.round(figure.rps)} req/s${cpuText}`);
  if (figure.errors > 0)
    console.log(`  ! ${figure.errors} answers failed or were not 2xx: this figure is not the scenario's`);
  const sameBytesRatio = spec.sameBytes ? await measureSameBytes(base, scenario, spec) : undefined;
  return { scenario, database, ...figure, ...cpu, ...(sameBytesRatio !== undefined && { sameBytesRatio }) };
}

/** One GET as sent on the wire: the body as it came, compressed if it was (fetch would decode it). */
function askRaw(base: string, pathAsked: string, headers: Record<string, string>): Promise<PreparedAnswer> {
  return new Promise((resolve, reject) => {
    get(base + pathAsked, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const kept = Object.entries(res.headers).flatMap(([name, value]) =>
          typeof value === 'string' && !OWN_HEADERS.has(name) ? [[name, value]] : [],
        );
        resolve({
          path: pathAsked,
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(kept),
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    }).on('error', reject);
  });
}

/** Rounds of the shop and its same-bytes ceiling taken in turns, and each one's seconds. */
const SAME_BYTES_ROUNDS = 3;
const SAME_BYTES_ROUND_SECONDS = 3;

/**
 * The ceiling of a list: each of its paths asked once of the shop, and its answers served again, exactly,
 * by a bare Fastify route in a process of its own, under the scenario's load. The shop and the bare route
 * are then loaded in turns, three rounds of 3 s each, and the shop's requests over the route's are
 * answered: the machine's pace drifts by a third within minutes here (docs/quality.md), and taken in
 * turns, a drift weighs on both sides alike instead of on whichever ran second.
 */
async function measureSameBytes(base: string, scenario: string, spec: Load): Promise<number> {
  const answers: PreparedAnswer[] = [];
  for (const pathAsked of new Set(spec.paths)) {
    answers.push(await askRaw(base, pathAsked, spec.headers ?? {}));
  }
  const file = path.join(tmpdir(), `teatree-bench-answers-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(answers));
  const bare = await startProcess('bench/bare-server.ts', { BENCH_ANSWERS: file }, '/bare');
  try {
    const asked = { ...spec, sameBytes: false };
    await load(bare.base, asked, 2); // warm-up: JIT, connections
    let shop = 0;
    let ceiling = 0;
    const rounds: string[] = [];
    for (let round = 0; round < SAME_BYTES_ROUNDS; round++) {
      const ours = (await load(base, asked, SAME_BYTES_ROUND_SECONDS)).done;
      const theirs = (await load(bare.base, asked, SAME_BYTES_ROUND_SECONDS)).done;
      shop += ours;
      ceiling += theirs;
      rounds.push(`${Math.round(ours / SAME_BYTES_ROUND_SECONDS)}/${Math.round(theirs / SAME_BYTES_ROUND_SECONDS)}`);
    }
    const ratio = shop / Math.max(ceiling, 1);
    console.log(
      `  -         ${`${scenario}: the same bytes`.padEnd(34)} in turns, req/s shop/bare route ${rounds.join(', ')}: ${ratio.toFixed(2)}`,
    );
    return ratio;
  } finally {
    await bare.stop();
    rmSync(file, { force: true });
  }
}
