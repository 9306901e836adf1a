import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { useAppWithSmtp } from './helpers/smtp.ts';

const valid = { name: 'Mina Park', email: 'Mina.Park@example.com', message: 'Do you ship to Norway?' };

describe('POST /api/contact over SMTP', () => {
  const { app, smtp } = useAppWithSmtp({ SHOP_EMAIL: 'owner@teatree.example', CONTACT_RATE_LIMIT: '50' });

  const stored = () => app.db.select().from(contactMessages);

  it('keeps the message and mails it to the shop, replying to the visitor', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json();
    expect(insertedId).toMatch(/^msg_/);

    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: insertedId,
      name: 'Mina Park',
      email: 'mina.park@example.com',
      message: valid.message,
    });

    await expect.poll(() => smtp.inbox.length).toBe(1);
    expect(smtp.inbox[0]).toMatchObject({ to: ['owner@teatree.example'], replyTo: 'mina.park@example.com' });
    expect(smtp.inbox[0]!.subject).toContain('Mina Park');
    expect(smtp.inbox[0]!.text).toContain('Do you ship to Norway?');
  });

  it('accepts a message-less note (the message is optional)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ola', email: 'ola@example.no' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    [{ email: 'a@example.com' }, 'name', 'Please Enter You Name'],
    [{ name: '   ', email: 'a@example.com' }, 'name', 'Please Enter You Name'],
    [{ name: 'A' }, 'email', 'Please Enter You Email'],
    [{ name: 'A', email: 'not-an-email' }, 'email', 'Enter a valid Email'],
    [{ name: 'A', email: 'a@example.c0m' }, 'email', 'Enter a valid Email'],
    [{ name: 42, email: 'a@example.com' }, 'name', 'Please Enter You Name'],
    [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'message', /at most 5000/],
  ])('refuses %j, naming %s, and stores nothing', async (payload, field, message) => {
    const before = (await stored()).length;
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload });
    expectApiError(res, 400, field, message);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a body that is not JSON, an empty body and an oversized body', async () => {
    const before = (await stored()).length;
    for (const payload of ['{"name":', '']) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectApiError(refused, 400);
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'x'.repeat(40_000) },
    });
    expectApiError(huge, 413, undefined, 'The request body is too large');
    const text = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectApiError(text, 400, 'body');
    const xml = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectApiError(xml, 415, undefined, 'This content type is not accepted here');
    expect((await stored()).length).toBe(before);
  });
});

describe('POST /api/contact without SMTP', () => {
  const app = useTestApp({ env: { CONTACT_RATE_LIMIT: '3' } });

  it('keeps the mail in the local outbox', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    const outbox = await app.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.to).toBe('hello@teatree.local');
    expect(outbox[0]!.text).toContain('Do you ship to Norway?');
  });

  it('rate limits a flood with 429 and a message, storing nothing more', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await app.inject({ method: 'POST', url: '/api/contact', payload: valid })).statusCode);
    }
    // One message was sent by the test above: two more are allowed, then the limit answers.
    expect(codes).toEqual([201, 201, 429, 429]);
    const limited = await app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expectApiError(limited, 429, undefined, /Too many requests/);
    expect(await app.db.select().from(contactMessages)).toHaveLength(3);
  });
});

describe('mail headers from what a visitor typed', () => {
  const app = useTestApp();

  it('keeps no line break or control character of a name in the stored headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, name: 'Mina\r\nBcc: all@example.com\u0007\u2028X-Spam: yes\tPark' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await app.db.select().from(mailOutbox);
    for (const header of [mail!.subject, mail!.to, mail!.replyTo ?? '']) {
      expect([...header].filter((c) => c.charCodeAt(0) < 32 || '\u007f\u2028\u2029'.includes(c))).toEqual([]);
    }
    expect(mail!.subject).toBe('TeaTree contact form: message from Mina Bcc: all@example.com X-Spam: yes Park');
  });
});
