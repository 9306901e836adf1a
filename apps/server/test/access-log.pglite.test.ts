import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, pgliteDataDir, removeDataDir } from './helpers/app.ts';
import { startServerProcess } from './helpers/server-process.ts';

/**
 * The access log (lib/access-log.ts): one line a request, without its query string, written by the
 * server without waiting for its output, and all of it written out when the server stops.
 */
describe('the access log', () => {
  it('writes one line a request: method, path without the query, status, bytes, time, request id and client', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const config = loadConfig({ LOG_LEVEL: 'info', SEED_DEMO: 'false', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database: await createTestDatabase(), logger: { level: 'info', stream } });
    try {
      await app.ready();
      lines.length = 0;
      const res = await app.inject({
        url: '/api/auth/verify-email?token=a-secret-token',
        remoteAddress: '203.0.113.9',
      });
      await app.inject('/api/products?limit=2');
      const requests = lines.filter((line) => line.msg === 'request');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({
        level: 30,
        method: 'GET',
        path: '/api/auth/verify-email',
        status: res.statusCode,
        client: '203.0.113.9',
        reqId: expect.any(String),
        ms: expect.any(Number),
      });
      expect(requests[1]).toMatchObject({ path: '/api/products', status: 200, bytes: expect.any(Number) });
      // pino's own line: its level and time, the logger's bindings, the fields, the message last.
      expect(Object.keys(requests[0]!)).toEqual([
        'level',
        'time',
        'pid',
        'hostname',
        'reqId',
        'method',
        'path',
        'status',
        'bytes',
        'ms',
        'client',
        'msg',
      ]);
      expect(requests[0]!.time).toBeGreaterThan(Date.now() - 60_000);
      // A path a visitor writes stays one line of JSON, as they wrote it (each line above is parsed).
      lines.length = 0;
      await app.inject({ url: '/api/products/%22%5C%0A%22' });
      expect(lines.filter((line) => line.msg === 'request')).toMatchObject([
        { path: '/api/products/%22%5C%0A%22', status: 404 },
      ]);
      expect(JSON.stringify(lines)).not.toContain('a-secret-token');
      // Fastify's own two lines a request are not written.
      expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('writes nothing a request at warn', async () => {
    const lines: string[] = [];
    const config = loadConfig({ LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_DIST: '/nonexistent' });
    const app = await buildApp({
      config,
      database: await createTestDatabase(),
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.ready();
      lines.length = 0;
      await app.inject('/api/health');
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });

  // The run's migrated database: what is tested is the log, not a first start.
  const dataDir = pgliteDataDir();
  afterAll(() => removeDataDir(dataDir));

  it('loses no line of the last moment when the server stops', async () => {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      { keepOutput: true },
    );
    // Many requests, then at once the signal: every one's line is in the output once the process is gone.
    await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(`${server.url}/api/health?n=${i}`)));
    expect(await server.stop()).toBe(0);
    const output = server.output();
    const requests = output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; path?: string; status?: number })
      .filter((line) => line.msg === 'request' && line.path === '/api/health');
    // The 200 above, and the start-up's own checks.
    expect(requests.length).toBeGreaterThanOrEqual(200);
    expect(requests.every((line) => line.status === 200)).toBe(true);
    expect(output).toContain('"msg":"shutting down: finishing in-flight requests"');
    // Written the moment before the process exits: only the exit's own flush can have written it.
    expect(output.trimEnd().split('\n').at(-1)).toContain('"msg":"the shop is closed"');
  }, 120_000);
});
