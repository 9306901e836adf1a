import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/**
 * The session-signing secret kept in the database: made by whichever app server starts first, and
 * read by every other, so all of them sign and check sessions alike.
 */
export async function keptAuthSecret(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row!.value;
}
