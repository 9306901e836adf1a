import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BACKUP_ROUTE, dumpPglite, heldByThisProcess, removeControlFile, writeControlFile } from '../db/backup.ts';

/**
 * `npm run backup` while the shop runs on the embedded database (docs/decisions/0012-backups.md):
 * PGlite allows one process in DATA_DIR, so the command asks this server for the dump.
 *
 * Only the server that holds DATA_DIR offers the route. At listen it writes DATA_DIR/teatree-backup.json
 * (mode 0600: its pid, its address and a random token, new at each start) and removes it at close.
 * `POST /api/backup` answers the gzipped dump to a request from this machine carrying
 * `Authorization: Bearer <token>`, and 404, as for any unknown address, to every other. Whoever can read
 * DATA_DIR can read the database files anyway; nobody else learns the route is there. On PostgreSQL,
 * or on a database that is not DATA_DIR, there is no route at all. It is left out of the API docs.
 */
export default fp(
  async function backupEndpoint(app: FastifyInstance, opts: { dataDir: string }) {
    const client = app.database.pglite;
    if (!client || !heldByThisProcess(opts.dataDir)) return;

    const token = randomBytes(32).toString('base64url');
    const expected = digest(token);

    app.post(BACKUP_ROUTE, { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // Compared as digests of equal length, in constant time.
      const allowed = timingSafeEqual(digest(given), expected) && fromThisMachine(request.socket.remoteAddress);
      if (!allowed) return reply.callNotFound();
      const started = Date.now();
      const dump = await dumpPglite(client);
      request.log.info({ bytes: dump.length, ms: Date.now() - started }, 'database backup taken');
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="teatree.tar.gz"')
        .send(dump);
    });

    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (!address || typeof address === 'string') return;
      writeControlFile(opts.dataDir, { pid: process.pid, url: `http://${reachable(address)}`, token });
    });
    app.addHook('onClose', async () => removeControlFile(opts.dataDir));
  },
  { name: 'backup-endpoint', dependencies: ['database'] },
);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** host:port at which a command on this machine reaches the server. */
function reachable({ address, port }: AddressInfo): string {
  if (address === '0.0.0.0') return `127.0.0.1:${port}`;
  if (address === '::') return `[::1]:${port}`;
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}

/** A loopback address, or one of this machine's own: the backup command runs beside DATA_DIR. */
function fromThisMachine(remote: string | undefined): boolean {
  if (!remote) return false;
  const address = remote.replace(/^::ffff:/, '');
  if (address === '::1' || address.startsWith('127.')) return true;
  return Object.values(networkInterfaces()).some((list) => list?.some((i) => i.address === address));
}
