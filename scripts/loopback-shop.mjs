// How the tests, the bench and the measuring scripts start a shop of their own on this machine: on a
// port nobody holds, with the environment `npm start` gives it.
import { createServer } from 'node:net';
import { SHOP_ENV } from './shop-env.mjs';

/** A port on the loopback address that no process holds just now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a production server answering on 127.0.0.1 at `port`: SHOP_ENV, the caller's own
 * environment, then `env`. NODE_ENV stays production whatever the caller runs in (a test runner sets it).
 */
export function loopbackShopEnv(port, env = {}) {
  return { ...SHOP_ENV, ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env };
}
