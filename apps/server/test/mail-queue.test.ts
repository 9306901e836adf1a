import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { backoffSeconds, MAX_ATTEMPTS } from '../src/modules/outbox/mail-queue.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/app.ts';
import { freePort } from './helpers/server-process.ts';
import { signUp } from './helpers/sessions.ts';
import { startSmtpServer } from './helpers/smtp.ts';

const VERIFY = 'Verify your e-mail for TeaTree';

describe('the mail queue', () => {
  let port: number;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;
  beforeAll(async () => {
    port = await freePort();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const rowsTo = (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  /** Stands in for time passing: every waiting mail is due now. */
  const makeDue = () => database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });

  it('keeps mail while SMTP is down, retries it later, and delivers it once SMTP is back', async () => {
    app = await buildTestApp({ database, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const customer = await signUp(app);
    // The sign-up answered at once; the sender tried and failed in the background.
    await expect
      .poll(async () => (await rowsTo(customer.email))[0], { timeout: 15_000 })
      .toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    const [failed] = await rowsTo(customer.email);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    const smtp = await startSmtpServer(port);
    try {
      await makeDue();
      await expect
        .poll(() => smtp.inbox.filter((m) => m.to.includes(customer.email)), { timeout: 15_000 })
        .toHaveLength(1);
      expect(smtp.inbox[0]!.subject).toBe(VERIFY);
      await expect.poll(async () => (await rowsTo(customer.email))[0]?.status).toBe('sent');
      // Sent once: later rounds leave it alone.
      await makeDue();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(smtp.inbox.filter((m) => m.to.includes(customer.email))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('sends after a restart what a stopped server left queued', async () => {
    const customer = await signUp(app);
    await expect.poll(async () => (await rowsTo(customer.email))[0]?.attempts, { timeout: 15_000 }).toBe(1);
    await app.close();

    const smtp = await startSmtpServer(port);
    try {
      await makeDue();
      app = await buildTestApp({ database, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      await expect
        .poll(() => smtp.inbox.filter((m) => m.to.includes(customer.email)), { timeout: 15_000 })
        .toHaveLength(1);
      await expect.poll(async () => (await rowsTo(customer.email))[0]?.status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });

  it('backs off further after each failure and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(MAX_ATTEMPTS)).toBe(4 * 3600);

    await app.mailer.send({ to: 'unreachable@example.com', subject: 'Hello', text: 'Hello' });
    await expect.poll(async () => (await rowsTo('unreachable@example.com'))[0]?.attempts, { timeout: 15_000 }).toBe(1);
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.to, 'unreachable@example.com'));
    await makeDue();
    await expect
      .poll(async () => (await rowsTo('unreachable@example.com'))[0], { timeout: 15_000 })
      .toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});

describe('what the queue stores of a mail’s headers', () => {
  it('turns the line breaks and control characters of every header value into spaces before storing', async () => {
    const { headerValue } = await import('../src/modules/outbox/repository.ts');
    const app = await buildTestApp();
    try {
      await app.mailer.send({
        to: 'shop@example.com\r\nBcc: everyone@example.com',
        replyTo: 'mina@example.com\nX-Injected: yes',
        subject: 'Hello\r\n\r\nfrom\u0007 Mina\u2028Park',
        text: 'The text keeps\nits lines.',
      });
      const [row] = await app.db.select().from(mailOutbox);
      expect(row).toMatchObject({
        to: 'shop@example.com Bcc: everyone@example.com',
        replyTo: 'mina@example.com X-Injected: yes',
        subject: 'Hello from Mina Park',
        text: 'The text keeps\nits lines.',
      });
      expect(headerValue('  Plain subject ')).toBe('Plain subject');
    } finally {
      await app.close();
    }
  });
});
