import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { BACKUP_ROUTE, CONTROL_FILE, LOCK_FILE, readDump } from '../src/db/backup.ts';
import type { Database } from '../src/db/client.ts';
import { holderOf } from '../src/db/process-lock.ts';
import backupEndpoint from '../src/plugins/backup-endpoint.ts';
import { createTestDatabase, pgliteDataDir, type TestApp } from './helpers/app.ts';
import { uploadPhoto } from './helpers/multipart.ts';
import { built } from './helpers/server-process.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { payOrder, placeOrder } from './helpers/shopping.ts';

/**
 * `npm run backup` and `npm run restore` (docs/decisions/0012-backups.md), run as the commands they are,
 * against a shop on a data directory of its own: backed up while the shop runs (through the shop) and
 * while it is stopped (the command opens the directory), each restored into a new DATA_DIR where every
 * order, payment and photo is found again.
 */

const root = path.resolve(import.meta.dirname, '../../..');
/** The process that holds a data directory (holderOf leaves out this very process). */
const pidIn = (dataDir: string) =>
  existsSync(path.join(dataDir, LOCK_FILE)) ? Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) : undefined;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` / `npm run restore` as npm does: the same built command, from the project's root. */
function run(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--enable-source-maps', built(command), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

function shopConfig(dataDir: string) {
  return loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT: '1000',
    ORDER_RATE_LIMIT: '100000',
    MAX_UNPAID_ORDERS: '100000',
    // One customer buys the tea over and over: what one buyer may hold unpaid is tested in order-holds.test.ts.
    UNPAID_SHARE_PERCENT: '100',
    UNPAID_VALUE_MAX: '100000000',
  });
}

/**
 * The shop as server.ts builds it on DATA_DIR (claiming the directory for this process), with the backup
 * endpoint (registered here when the app does not already have it), listening on a port of its own.
 * Pages are asked for with inject; the backup command reaches it over HTTP.
 */
async function openShop(dataDir: string): Promise<TestApp> {
  const config = shopConfig(dataDir);
  const app = await buildApp({ config, logger: false });
  if (!app.hasRoute({ method: 'POST', url: BACKUP_ROUTE })) {
    await app.register(backupEndpoint, { dataDir: config.dataDir });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of the tables that hold orders, payments, refunds and photos, as a digest per table. */
async function booksAndPhotos(db: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name ~ '(order|payment|refund|media)'
        order by table_name`,
  );
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ rows: number; digest: string }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    out[name] = row!;
  }
  return out;
}

/** A product's stock, as its administrator reads it. */
async function stock(app: TestApp, admin: Session, productId: string): Promise<number> {
  const res = await app.inject({ url: `/api/products/${productId}/admin`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quantity;
}

/** How many of a customer's orders hold goods (not ended), and how much tea they hold, from My Orders. */
async function orderedGoods(app: TestApp, who: Session): Promise<{ orders: number; quantity: number }> {
  let orders = 0;
  let quantity = 0;
  for (let offset = 0; ; offset += 100) {
    const res = await app.inject({ url: `/api/purchase?limit=100&offset=${offset}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { status: string; quantity: number }[];
    for (const order of page.filter((o) => ['pending', 'paid', 'shipped', 'delivered'].includes(o.status))) {
      orders += 1;
      quantity += order.quantity;
    }
    if (page.length < 100) return { orders, quantity };
  }
}

const picture = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 47, g: 107, b: 58 } } })
    .jpeg()
    .toBuffer();

describe('backing up and restoring the embedded database', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'teatree-backup-'));
  const dataDir = path.join(work, 'shop', 'data');
  const env = { DATA_DIR: dataDir };
  const runningBackup = path.join(work, 'running.tar.gz');
  let stoppedBackup = '';

  let shop: TestApp | undefined;
  let customer: Session;
  let admin: Session;
  let productId = '';
  const orderIds: string[] = [];
  let paymentId = '';
  let photo = '';
  const photoBytes = new Map<string, Buffer>();
  const orderViews = new Map<string, unknown>();
  let books: Record<string, { rows: number; digest: string }> = {};

  beforeAll(async () => {
    // The shop's DATA_DIR starts as the run's migrated database: what is tested here is the backup.
    shop = await openShop(pgliteDataDir({ at: dataDir }));
    admin = await signUp(shop, { role: 'admin', name: 'Ada Admin' });
    customer = await signUp(shop, { name: 'Cara Customer' });

    photo = await uploadPhoto(shop, admin, 'sencha.jpg', await picture());

    const product = await shop.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Sencha Morning',
        brand: 'Shizuoka Fields',
        description: 'Steamed green tea with a fresh, grassy sweetness.',
        category: 'Green Tea',
        price: 18.5,
        quantity: 1000,
        minOrder: 1,
        date: '2026-10-01',
        photo,
      },
    });
    expect(product.statusCode, product.body).toBe(201);
    productId = product.json().insertedId;

    for (const quantity of [3, 2]) orderIds.push(await placeOrder(shop, customer, productId, quantity));
    // The first is paid with the test provider's good card; the second stays unpaid.
    paymentId = await payOrder(shop, customer, orderIds[0]!);

    for (const id of orderIds) {
      const read = await shop.inject({ url: `/api/purchase/${id}`, headers: customer.headers });
      expect(read.statusCode, read.body).toBe(200);
      orderViews.set(id, read.json());
    }
    expect(orderViews.get(orderIds[0]!)).toMatchObject({ paid: true, transactionId: paymentId });
    expect(orderViews.get(orderIds[1]!)).toMatchObject({ paid: false });
    for (const url of [photo, photo.replace(/\d+\.webp$/, '400.webp')]) {
      const served = await shop.inject({ url });
      expect(served.statusCode).toBe(200);
      photoBytes.set(url, served.rawPayload);
    }
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the shop runs, through the shop, which alone keeps the directory open', async () => {
    expect(pidIn(dataDir)).toBe(process.pid);
    const result = await run('backup', ['--out', runningBackup], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`through the running shop (process ${process.pid})`);
    const size = statSync(runningBackup).size;
    expect(result.stdout).toContain(`Wrote ${runningBackup} (`);
    expect(result.stdout).toContain(`${size} bytes`);
    // Only its owner may read it: it holds the whole shop.
    expect(statSync(runningBackup).mode & 0o777).toBe(0o600);
    // The shop still holds the directory and still answers.
    expect(pidIn(dataDir)).toBe(process.pid);
    expect((await shop!.inject({ url: `/api/purchase/${orderIds[0]}`, headers: customer.headers })).statusCode).toBe(
      200,
    );
  });

  it('answers the backup request only with the token the shop left in DATA_DIR, and 404 otherwise', async () => {
    const control = path.join(dataDir, CONTROL_FILE);
    expect(statSync(control).mode & 0o777).toBe(0o600);
    const { url, token, pid } = JSON.parse(readFileSync(control, 'utf8'));
    expect(pid).toBe(process.pid);
    const address = shop!.server.address() as { port: number };
    expect(url).toBe(`http://127.0.0.1:${address.port}`);

    const ask = (authorization?: string) =>
      fetch(`${url}${BACKUP_ROUTE}`, { method: 'POST', headers: authorization ? { authorization } : {} });
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${token}x`, token, `Basic ${token}`]) {
      const res = await ask(authorization);
      expect(res.status, authorization).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Not Found' });
    }
    const res = await ask(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Read whole: the shop can only close once the answer has been taken.
    const body = new Uint8Array(await res.arrayBuffer());
    expect(() => readDump(body)).not.toThrow();

    // What names the process holding the directory, the token above all, stays out of every copy.
    for (const copy of [body, readFileSync(runningBackup)]) {
      const tar = gunzipSync(copy);
      for (const left of [token, CONTROL_FILE, LOCK_FILE, 'postmaster.pid'])
        expect(tar.includes(left), left).toBe(false);
      expect(tar.includes('PG_VERSION')).toBe(true);
    }

    // Not in the API docs.
    const docs = await shop!.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).not.toContain(BACKUP_ROUTE);
  });

  it('refuses to restore while the shop holds the directory, with or without --force', async () => {
    const before = readdirSync(dataDir).sort();
    for (const args of [[runningBackup], [runningBackup, '--force']]) {
      const result = await run('restore', args, env);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `The shop (process ${process.pid}) is running on ${dataDir}: stop it, then run the restore again.`,
      );
    }
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(readdirSync(path.dirname(dataDir))).toEqual(['data']);
  });

  it('backs up with the shop stopped, opening the directory itself, to backups/ beside DATA_DIR', async () => {
    books = await booksAndPhotos(shop!.db);
    await shop!.close();
    shop = undefined;
    // Stopping removed the control file and let go of the directory.
    expect(existsSync(path.join(dataDir, CONTROL_FILE))).toBe(false);
    expect(holderOf(dataDir)).toBeUndefined();

    const result = await run('backup', [], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Backed up the embedded database in ${dataDir} with the shop stopped.`);
    const backups = path.join(work, 'shop', 'backups');
    const [name, ...others] = readdirSync(backups);
    expect(others).toEqual([]);
    expect(name).toMatch(/^teatree-\d{8}-\d{6}\.tar\.gz$/);
    stoppedBackup = path.join(backups, name!);
    expect(result.stdout).toContain(`Wrote ${stoppedBackup} (`);
    expect(statSync(stoppedBackup).mode & 0o777).toBe(0o600);
    // The command let go of the directory too.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it.each([
    ['while the shop ran', () => runningBackup, 'restored-running'],
    ['with the shop stopped', () => stoppedBackup, 'restored-stopped'],
  ])(
    'restores the backup made %s into a new DATA_DIR, with every order, payment and photo',
    async (_, file, dir) => {
      const target = path.join(work, dir, 'data');
      const result = await run('restore', [file()], { DATA_DIR: target });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Restored ${file()} into ${target}`);
      // Nothing of the process that held the original came along.
      expect(existsSync(path.join(target, LOCK_FILE))).toBe(false);
      expect(existsSync(path.join(target, CONTROL_FILE))).toBe(false);
      expect(readdirSync(path.join(work, dir))).toEqual(['data']);

      const restored = await openShop(target);
      try {
        expect(await booksAndPhotos(restored.db)).toEqual(books);
        expect(books.orders?.rows).toBe(2);
        expect(books.payments?.rows).toBeGreaterThanOrEqual(1);
        expect(books.media?.rows).toBe(1);
        expect(books.media_variants?.rows).toBe(2);
        // The customer's session came back too: they see their orders as before.
        for (const id of orderIds) {
          const read = await restored.inject({ url: `/api/purchase/${id}`, headers: customer.headers });
          expect(read.statusCode, read.body).toBe(200);
          expect(read.json()).toEqual(orderViews.get(id));
        }
        const mine = await restored.inject({ url: '/api/purchase', headers: customer.headers });
        expect(
          mine
            .json()
            .map((o: { _id: string }) => o._id)
            .sort(),
        ).toEqual([...orderIds].sort());
        for (const [url, bytes] of photoBytes) {
          const served = await restored.inject({ url });
          expect(served.statusCode).toBe(200);
          expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
        }
      } finally {
        await restored.close();
      }
    },
    120_000,
  );

  it('takes a consistent copy while customers keep ordering: the stock and the orders add up', async () => {
    const busyDir = path.join(work, 'restored-running', 'data');
    const file = path.join(work, 'busy.tar.gz');
    const busy = await openShop(busyDir);
    let goods: number;
    let before: number;
    let placed = 0;
    try {
      const ordered = await orderedGoods(busy, customer);
      before = ordered.orders;
      goods = (await stock(busy, admin, productId)) + ordered.quantity;
      let done = false;
      const backup = run('backup', ['--out', file], { DATA_DIR: busyDir }).finally(() => {
        done = true;
      });
      while (!done) {
        if (placed >= 500) {
          await backup;
          break;
        }
        await placeOrder(busy, customer, productId, 1);
        placed += 1;
      }
      const result = await backup;
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(placed).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }

    const target = path.join(work, 'busy-restored', 'data');
    expect((await run('restore', [file], { DATA_DIR: target })).code).toBe(0);
    const restored = await openShop(target);
    try {
      const ordered = await orderedGoods(restored, customer);
      // Whichever orders made it into the copy, each took its tea from the stock in the same transaction.
      expect(ordered.orders).toBeGreaterThanOrEqual(before);
      expect(ordered.orders).toBeLessThanOrEqual(before + placed);
      expect((await stock(restored, admin, productId)) + ordered.quantity).toBe(goods);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('moves a DATA_DIR that holds a database aside only with --force, and never deletes it', async () => {
    const target = path.join(work, 'restored-stopped', 'data');
    const refused = await run('restore', [runningBackup], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${target} already holds a database: run again with --force`);
    expect(readdirSync(path.join(work, 'restored-stopped'))).toEqual(['data']);

    const marker = path.join(target, 'kept-by-the-owner.txt');
    writeFileSync(marker, 'mine');
    const forced = await run('restore', [runningBackup, '--force'], { DATA_DIR: target });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    const aside = readdirSync(path.join(work, 'restored-stopped')).filter((n) => n !== 'data');
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatch(/^data\.before-restore-\d{8}-\d{6}$/);
    const asideDir = path.join(work, 'restored-stopped', aside[0]!);
    expect(forced.stdout).toContain(`What ${target} held before is in ${asideDir}.`);
    expect(readFileSync(path.join(asideDir, 'kept-by-the-owner.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(asideDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(asideDir, LOCK_FILE))).toBe(false);
    expect(existsSync(path.join(target, 'kept-by-the-owner.txt'))).toBe(false);

    const restored = await openShop(target);
    try {
      expect(await booksAndPhotos(restored.db)).toEqual(books);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a file that is not a dump, touching nothing', async () => {
    const target = path.join(work, 'never', 'data');
    const whole = readFileSync(stoppedBackup);
    const files: Array<[string, Buffer | string, string]> = [
      ['notes.txt', 'not a backup at all\n', 'it is not a tar archive'],
      ['notes.txt.gz', gzipSync('not a backup at all\n'), 'it is not a tar archive'],
      [
        'cut.tar.gz',
        whole.subarray(0, Math.floor(whole.length / 2)),
        'it is a gzip file that does not decompress whole',
      ],
      [
        'other.tar.gz',
        gzipSync(tarOf({ 'hello.txt': 'hello' })),
        'it is a tar archive, but not of a PostgreSQL data directory',
      ],
    ];
    for (const [name, content, reason] of files) {
      const file = path.join(work, name);
      writeFileSync(file, content);
      const result = await run('restore', [file], { DATA_DIR: target });
      expect(result.code, name).toBe(1);
      expect(result.stderr.trim()).toBe(
        `${file} is not a PGlite dump made by npm run backup (${reason}); nothing was changed.`,
      );
    }
    const missing = await run('restore', [path.join(work, 'missing.tar.gz')], { DATA_DIR: target });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(`There is no file ${path.join(work, 'missing.tar.gz')}.`);
    expect(existsSync(path.join(work, 'never'))).toBe(false);
  });

  it('answers usage mistakes with 2 and a usage line, and every refusal with 1 and one sentence', async () => {
    const usage = [
      await run('backup', ['--to', 'x.tar.gz'], env),
      await run('backup', ['--out'], env),
      await run('backup', ['extra'], env),
    ];
    for (const result of usage) {
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toBe('Usage: npm run backup [-- --out FILE]');
    }
    for (const args of [[], ['a.tar.gz', 'b.tar.gz'], ['--yes', stoppedBackup]]) {
      const result = await run('restore', args, env);
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toBe('Usage: npm run restore -- FILE [--force]');
    }

    const postgres = { DATABASE_URL: 'postgres://shop@127.0.0.1:1/teatree' };
    const pgBackup = await run('backup', [], postgres);
    expect(pgBackup.code).toBe(1);
    expect(pgBackup.stderr).toContain('pg_dump -Fc');
    const pgRestore = await run('restore', [stoppedBackup], postgres);
    expect(pgRestore.code).toBe(1);
    expect(pgRestore.stderr).toContain('pg_restore');

    const empty = path.join(work, 'empty', 'data');
    const nothing = await run('backup', [], { DATA_DIR: empty });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr.trim()).toBe(`There is no shop database in ${empty}: nothing to back up.`);
    expect(existsSync(empty)).toBe(false);

    const taken = await run('backup', ['--out', stoppedBackup], env);
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe(`${stoppedBackup} already exists: choose another --out.`);

    const inside = await run('backup', ['--out', path.join(dataDir, 'copy.tar.gz')], env);
    expect(inside.code).toBe(1);
    expect(existsSync(path.join(dataDir, 'copy.tar.gz'))).toBe(false);
  });

  it('refuses to back up through a shop that left no token, rather than open the directory beside it', async () => {
    // This process stands in for a shop that holds the directory and takes no backup requests.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
    try {
      const out = path.join(work, 'never.tar.gz');
      const result = await run('backup', ['--out', out], env);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `The shop (process ${process.pid}) holds ${dataDir} but does not take backup requests: ` +
          'restart it on this version of TeaTree, or stop it, then run this again.',
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(path.join(dataDir, LOCK_FILE), { force: true });
    }
  });
});

describe('the backup endpoint of a shop that does not hold DATA_DIR', () => {
  it('is not there: 404 as for any unknown address', async () => {
    const config = shopConfig(mkdtempSync(path.join(tmpdir(), 'teatree-nobackup-')));
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logger: false });
    try {
      if (!app.hasRoute({ method: 'POST', url: BACKUP_ROUTE })) {
        await app.register(backupEndpoint, { dataDir: config.dataDir });
      }
      await app.ready();
      expect(app.hasRoute({ method: 'POST', url: BACKUP_ROUTE })).toBe(false);
      const res = await app.inject({ method: 'POST', url: BACKUP_ROUTE, headers: { authorization: 'Bearer x' } });
      expect(res.statusCode).toBe(404);
      expect(existsSync(path.join(config.dataDir, CONTROL_FILE))).toBe(false);
    } finally {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

/** A plain ustar archive of small text files. */
function tarOf(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const header = Buffer.alloc(512);
    header.write(name, 0, 'utf8');
    header.write('0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
    header.write(
      `${Math.floor(Date.now() / 1000)
        .toString(8)
        .padStart(11, '0')}\0`,
      136,
    );
    header.write('        ', 148);
    header.write('0', 156);
    header.write('ustar\u000000', 257);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const data = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
    data.write(content);
    blocks.push(header, data);
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}
