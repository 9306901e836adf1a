/**
 * Instructions a request, counted by valgrind's callgrind in the compiled server as `npm start` runs it
 * (the demo shop on a fresh embedded database, `LOG_LEVEL=info`): counts do not drift with the machine
 * as requests a second do, so two builds compare within about 2 % (docs/decisions/0049 and 0052).
 *
 *   npm run bench:instructions -- [server build] [path,path,…]
 *
 * The build defaults to apps/server/dist (`npm run build` first); the paths to twenty searches. After
 * 30,000 requests of warm-up at 8 connections, counting is switched on for exactly 10,000 more. The
 * figure is the event loop's thread; V8's compiler and garbage collector threads are given beside it.
 * Needs valgrind (`apt-get install valgrind`).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from './load-generator.ts';
import { ROOT } from './process.ts';

const WARM_UP = 30_000;
const COUNTED = 10_000;
const SEARCHES = ['green', 'oolong', 'black', 'jasmine', 'earl grey', 'chai', 'matcha', 'sencha', 'white', 'pu-erh']
  .concat(['mint', 'rooibos', 'darjeeling', 'assam', 'ginger', 'lemon', 'chamomile', 'hibiscus', 'gunpowder', 'smoky'])
  .map((word) => `/api/products?q=${encodeURIComponent(word)}`);

const [build = 'apps/server/dist', pathList] = process.argv.slice(2);
const paths = pathList ? pathList.split(',') : SEARCHES;
const work = mkdtempSync(path.join(tmpdir(), 'teatree-instructions-'));
const port = 4_900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
// valgrind names its control pipes after $USER and $HOST; callgrind_control must find them by the same.
const env = { ...process.env, HOST: '127.0.0.1' };

const server: ChildProcess = spawn(
  'valgrind',
  [
    '--tool=callgrind',
    '--instr-atstart=no',
    '--separate-threads=yes',
    `--callgrind-out-file=${work}/counted.%p`,
    process.execPath,
    path.join(ROOT, build, 'server.js'),
  ],
  {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: `${work}/data`,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  },
);

function callgrind(...args: string[]) {
  execFileSync('callgrind_control', [...args, String(server.pid)], { env, stdio: 'ignore' });
}

function load(amount: number): Promise<number> {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 8,
        amount,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result.non2xx + result.errors)),
    ),
  );
}

try {
  // Under valgrind the server starts some fifty times slower: a minute or two.
  for (
    let waited = 0;
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 2
  ) {
    if (waited > 600 || server.exitCode !== null) throw new Error('the server did not start under valgrind');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  if ((await load(WARM_UP)) > 0) throw new Error('some warm-up answers failed or were not 2xx');
  callgrind('-i', 'on');
  const failed = await load(COUNTED);
  callgrind('-i', 'off');
  callgrind('-d');
  if (failed > 0) throw new Error(`${failed} counted answers failed or were not 2xx`);
  // One file a thread: `counted.<pid>.1-01` is the event loop's.
  const counts = readdirSync(work)
    .filter((file) => /\.1-\d+$/.test(file))
    .map((file) => ({
      thread: Number(file.slice(file.lastIndexOf('-') + 1)),
      instructions: Number(/^totals: (\d+)/m.exec(readFileSync(path.join(work, file), 'utf8'))?.[1] ?? 0),
    }));
  const perRequest = (n: number) => `${(n / COUNTED / 1000).toFixed(1)} k`;
  const loop = counts.find((c) => c.thread === 1)?.instructions ?? 0;
  const others = counts.reduce((sum, c) => sum + (c.thread === 1 ? 0 : c.instructions), 0);
  console.log(`${build}, ${paths.length} paths (${paths[0]}, …), ${COUNTED} requests counted:`);
  console.log(`  the event loop ${perRequest(loop)} instructions a request; the other threads ${perRequest(others)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}
