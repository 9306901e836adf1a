import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { contactMessages } from '../src/db/schema/index.ts';
import { built } from './helpers/server-process.ts';

const serverEntry = built('server');
const makeAdmin = built('make-admin');

/** Starts the real server as its own process and waits until it answers. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const port = Number(env.PORT);
  const base = `http://127.0.0.1:${port}`;
  // A start migrates the embedded database: seconds, many more on a machine busy with other tests.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('a restart of the server on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teatree-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written, after a graceful SIGTERM, and does not seed twice', async () => {
    const env = { DATA_DIR: dataDir, PORT: String(20000 + Math.floor(Math.random() * 20000)) };
    const first = await startServer(env);
    const productsBefore = (await (await fetch(`${first.base}/api/products?limit=100`)).json()) as unknown[];
    expect(productsBefore.length).toBeGreaterThanOrEqual(12);
    const sent = await fetch(`${first.base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Restart Test', email: 'restart@example.com', message: 'still here?' }),
    });
    expect(sent.status).toBe(201);
    const { insertedId } = (await sent.json()) as { insertedId: string };

    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = await startServer(env);
    const productsAfter = await (await fetch(`${second.base}/api/products?limit=100`)).json();
    expect(productsAfter).toEqual(productsBefore);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);

    // With the server stopped, the data directory opens cleanly and holds the message.
    const handle = await openDatabase({ dataDir });
    const rows = await handle.db.select().from(contactMessages);
    await handle.close();
    // Beside the demo shop's two messages (its Inbox), once: the restart did not seed again.
    expect(rows.filter((r) => r.email === 'restart@example.com').map((r) => r.id)).toEqual([insertedId]);
    expect(rows).toHaveLength(3);
  }, 300_000);

  it('stops at start with one line naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    expect(await exited(child)).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: PORT must be a port number');
  });

  it('refuses a second process while one holds the directory: the server and make-admin alike', async () => {
    // This test process stands in for a running shop: it holds the directory.
    writeFileSync(path.join(dataDir, 'teatree-server.pid'), String(process.pid));
    try {
      const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      server.stderr!.on('data', (d) => (stderr += d));
      expect(await exited(server)).toBe(1);
      expect(stderr).toContain(`is in use by process ${process.pid}`);

      const cli = spawn(process.execPath, ['--enable-source-maps', makeAdmin, 'someone@example.com'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let cliErr = '';
      cli.stderr!.on('data', (d) => (cliErr += d));
      expect(await exited(cli)).toBe(1);
      expect(cliErr).toContain('The shop is running on the embedded database');
    } finally {
      rmSync(path.join(dataDir, 'teatree-server.pid'), { force: true });
    }
  });
});
