/**
 * `npm run make-admin -- someone@example.com`: gives an existing account the admin role, on the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR while the shop is stopped).
 */
import { existsSync } from 'node:fs';
import { emailField } from '@teatree/shared/schemas/fields';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { claimDataDir } from '../db/process-lock.ts';
import { changeRole, findUserByEmail } from '../modules/users/repository.ts';

async function main(): Promise<number> {
  const parsed = emailField.safeParse(process.argv[2] ?? '');
  if (!parsed.success) {
    console.error('Usage: npm run make-admin -- someone@example.com');
    return 2;
  }
  const email = parsed.data;
  const config = loadConfig();

  let release = () => {};
  if (!config.DATABASE_URL) {
    if (!existsSync(config.dataDir)) {
      console.error(
        `There is no shop database in ${config.dataDir}: start the shop once (npm start), sign up, then run this again.`,
      );
      return 1;
    }
    try {
      release = claimDataDir(config.dataDir);
    } catch {
      console.error(
        `The shop is running on the embedded database in ${config.dataDir}, which only one process may open.\n` +
          'Stop the shop, run this again, then start it; or set ADMIN_EMAILS and restart it.',
      );
      return 1;
    }
  }
  const handle = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1 })
    : await openDatabase({ dataDir: config.dataDir });
  try {
    await handle.migrate();
    if (!(await findUserByEmail(handle.db, email))) {
      console.error(`There is no account with the e-mail ${email}. Sign up in the shop first, then run this again.`);
      return 1;
    }
    // The same change as Make Admin on Manage Users.
    await changeRole(handle.db, email, 'admin');
    console.log(`${email} is now an administrator.`);
    return 0;
  } finally {
    await handle.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
