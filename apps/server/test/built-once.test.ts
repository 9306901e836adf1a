import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asValues, builtOnce } from '../src/db/built-once.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { createTestDatabase } from './helpers/app.ts';

type MailRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  nextAttemptAt: Date;
};

const mail = (id: string, html: string | null = null): MailRow => ({
  id,
  to: `${id}@example.com`,
  subject: `About ${id}`,
  text: 'Hello',
  html,
  nextAttemptAt: new Date('2026-01-02T03:04:05.678Z'),
});

describe('a statement built once', () => {
  let database: DatabaseHandle;
  let builds = 0;
  const insertMail = builtOnce<{ mail: MailRow }>()('insert_mail', (tx, v) => {
    builds += 1;
    return tx.insert(mailOutbox).values(v.mail).returning();
  });
  const read = (id: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is built on its first run and binds every later run to its own values, dates and rows as Drizzle maps them', async () => {
    const [first] = await insertMail(database.db, { mail: mail('first', '<p>1</p>') });
    const [second] = await insertMail(database.db, { mail: mail('second', '<p>2</p>') });
    expect(builds).toBe(1);
    expect(first).toMatchObject({ id: 'first', to: 'first@example.com', html: '<p>1</p>', status: 'kept' });
    expect(second).toMatchObject({ id: 'second', subject: 'About second', html: '<p>2</p>' });
    expect(second!.nextAttemptAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(await read('second')).toEqual([second]);
  });

  it('is built again for a null where there was a value, and writes the null', async () => {
    const before = builds;
    const [plain] = await insertMail(database.db, { mail: mail('plain', null) });
    const [again] = await insertMail(database.db, { mail: mail('plain-again', null) });
    expect(builds).toBe(before + 1);
    expect(plain!.html).toBeNull();
    expect(again!.html).toBeNull();
  });

  it('is built again for another number of rows, each row bound to its own values', async () => {
    let listBuilds = 0;
    const insertMails = builtOnce<{ mails: MailRow[] }>()('insert_mails', (tx, v) => {
      listBuilds += 1;
      return tx.insert(mailOutbox).values(v.mails).returning();
    });
    await insertMails(database.db, { mails: [mail('one-a', '<p>a</p>')] });
    const two = await insertMails(database.db, { mails: [mail('two-a', '<p>a</p>'), mail('two-b', '<p>b</p>')] });
    const three = await insertMails(database.db, { mails: [mail('three-a', '<p>x</p>'), mail('three-b', '<p>y</p>')] });
    expect(listBuilds).toBe(2);
    expect(two.map((row) => [row.id, row.to, row.html])).toEqual([
      ['two-a', 'two-a@example.com', '<p>a</p>'],
      ['two-b', 'two-b@example.com', '<p>b</p>'],
    ]);
    expect(three.map((row) => [row.id, row.subject, row.html])).toEqual([
      ['three-a', 'About three-a', '<p>x</p>'],
      ['three-b', 'About three-b', '<p>y</p>'],
    ]);
  });

  it("binds an update's placeholders as their columns write them, a date among them", async () => {
    type Change = { subject: string; nextAttemptAt: Date };
    let updateBuilds = 0;
    const reschedule = builtOnce<{ id: string; set: Change }>()('reschedule_mail', (tx, v) => {
      updateBuilds += 1;
      return tx.update(mailOutbox).set(asValues<Change>(v.set)).where(eq(mailOutbox.id, v.id)).returning();
    });
    await insertMail(database.db, { mail: mail('moved-a', '<p>a</p>') });
    await insertMail(database.db, { mail: mail('moved-b', '<p>b</p>') });
    const later = new Date('2026-05-06T07:08:09.123Z');
    const [a] = await reschedule(database.db, { id: 'moved-a', set: { subject: 'Later', nextAttemptAt: later } });
    await reschedule(database.db, { id: 'moved-b', set: { subject: 'Sooner', nextAttemptAt: new Date(0) } });
    expect(updateBuilds).toBe(1);
    expect(a).toMatchObject({ id: 'moved-a', subject: 'Later', html: '<p>a</p>' });
    expect((await read('moved-a'))[0]!.nextAttemptAt).toEqual(later);
    expect(await read('moved-b')).toEqual([expect.objectContaining({ subject: 'Sooner', nextAttemptAt: new Date(0) })]);
  });

  it('leaves a key whose value is undefined out, as Drizzle does: the column keeps its default or its value', async () => {
    type Row = Omit<MailRow, 'html'> & { html?: string | null; status?: 'queued' | 'kept' };
    const insert = builtOnce<{ mail: Row }>()('insert_mail_maybe_status', (tx, v) =>
      tx.insert(mailOutbox).values(v.mail).returning(),
    );
    const [queued] = await insert(database.db, { mail: { ...mail('with-status'), status: 'queued' } });
    const [defaulted] = await insert(database.db, { mail: { ...mail('without-status'), status: undefined } });
    expect(queued!.status).toBe('queued');
    expect(defaulted!.status).toBe('kept');

    type Change = { subject: string; html?: string | null };
    const change = builtOnce<{ id: string; set: Change }>()('change_mail_maybe_html', (tx, v) =>
      tx.update(mailOutbox).set(asValues<Change>(v.set)).where(eq(mailOutbox.id, v.id)).returning(),
    );
    await insertMail(database.db, { mail: mail('kept-html', '<p>kept</p>') });
    const [changed] = await change(database.db, { id: 'kept-html', set: { subject: 'New', html: undefined } });
    expect(changed).toMatchObject({ subject: 'New', html: '<p>kept</p>' });
  });

  it("runs inside the caller's transaction: rolled back with it", async () => {
    const undone = new Error('undone');
    await expect(
      database.db.transaction(async (tx) => {
        await insertMail(tx, { mail: mail('undone', '<p>x</p>') });
        expect(await tx.select().from(mailOutbox).where(eq(mailOutbox.id, 'undone'))).toHaveLength(1);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await read('undone')).toEqual([]);
  });
});
