// The password hash's work factor, lowered for the browser tests' shops: loaded into the server they
// test (scripts/e2e-server.mjs passes it with `--import`), never into a shop that serves customers.
//
// Better Auth hashes a password with Node's scrypt at N = 16384, r = 16: 32 MB and about 140 ms of a
// core here, on every sign-up, chosen password and sign-in. A run of the browser tests makes about 150
// verified customers (three hashes each) and signs in an administrator before most admin screens:
// some 600 hashes, a tenth of the phase's CPU, spent on a cost no browser test looks at. In this process
// scrypt at exactly those parameters runs at N = 1024, a sixteenth of the work, as the server's tests'
// own hashing does (apps/server/test/helpers/app.ts): the hash's format and every step of signing up,
// verifying and signing in stay the shop's own. The tests that start the built server as a process of
// its own (apps/server/test: two servers, backups, make-admin) go through the full cost.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

const SHOP = { N: 16384, r: 16 };
const TESTS_N = 1024;

const scrypt = crypto.scrypt;
crypto.scrypt = function scryptAtTestCost(password, salt, keylen, options, callback) {
  const lowered =
    typeof options === 'object' && options?.N === SHOP.N && options.r === SHOP.r
      ? { ...options, N: TESTS_N, maxmem: 128 * TESTS_N * SHOP.r * 2 }
      : options;
  return scrypt.call(this, password, salt, keylen, lowered, callback);
};
// The server's `import { scrypt } from 'node:crypto'` reads the function set here.
syncBuiltinESMExports();
