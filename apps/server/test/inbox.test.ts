import type { InboxPage } from '@teatree/shared/schemas/inbox';
import { describe, expect, it } from 'vitest';
import { contactReplies, mailOutbox } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError } from './helpers/app.ts';
import { useSession } from './helpers/sessions.ts';
import { useAppWithSmtp } from './helpers/smtp.ts';

/**
 * The Inbox (docs/decisions/0036-inbox.md): the contact form's messages, newest first, searched,
 * marked read and handled, and answered through the mail queue with the message quoted.
 */
describe('the Inbox', () => {
  const { app, smtp } = useAppWithSmtp({
    SHOP_EMAIL: 'owner@teatree.example',
    CONTACT_RATE_LIMIT: '500',
    AUTH_RATE_LIMIT: '1000',
  });
  const admin = useSession(app, { role: 'admin', name: 'Olive Owner' });
  const customer = useSession(app);

  const send = async (name: string, email: string, message: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: { name, email, message } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().insertedId as string;
  };
  const { call } = apiCalls(
    () => app,
    () => admin,
  );
  const inbox = async (query = ''): Promise<InboxPage> => {
    const res = await call('GET', `/api/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists messages newest first, unread, and counts the unread', async () => {
    const before = (await inbox()).unread;
    const first = await send('Mina Park', 'mina@example.com', 'Do you ship to Norway?');
    const second = await send('Jon Berg', 'jon@example.no', 'Is the Sencha from this spring?');
    const page = await inbox();
    expect(page.messages.slice(0, 2).map((m) => m._id)).toEqual([second, first]);
    expect(page.messages[0]).toMatchObject({
      name: 'Jon Berg',
      email: 'jon@example.no',
      message: 'Is the Sencha from this spring?',
      readAt: null,
      handledAt: null,
      replies: [],
    });
    expect(page.unread).toBe(before + 2);
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('searches names, addresses and words in any case, taking % and _ literally', async () => {
    await send('Ada Quill', 'ada@quill.example', 'A 50% discount on matcha_latte?');
    await send('Ben Stone', 'ben@stone.example', 'Where is my parcel?');
    expect((await inbox('?q=QUILL')).messages.map((m) => m.name)).toEqual(['Ada Quill']);
    expect((await inbox('?q=stone.example')).messages.map((m) => m.name)).toEqual(['Ben Stone']);
    expect((await inbox('?q=parcel')).total).toBe(1);
    expect((await inbox('?q=50%25')).messages.map((m) => m.name)).toEqual(['Ada Quill']);
    expect((await inbox('?q=matcha_l')).total).toBe(1);
    // % and _ are no wildcards: "5_%" matches nothing.
    expect((await inbox('?q=5_%25')).total).toBe(0);
  });

  it('pages twenty at a time', async () => {
    for (let n = 0; n < 21; n += 1) await send(`Pager ${n}`, `pager${n}@example.com`, 'pages');
    const first = await inbox('?q=pager');
    const second = await inbox('?q=pager&page=2');
    expect(first.total).toBe(21);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]!.name).toBe('Pager 20');
    expect(second.messages.map((m) => m.name)).toEqual(['Pager 0']);
  });

  it('marks a message read and handled, and back', async () => {
    const id = await send('Cleo Read', 'cleo@example.com', 'Hello');
    const unread = (await inbox()).unread;

    const read = await call('PATCH', `/api/messages/${id}`, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().readAt).toEqual(expect.any(String));
    expect((await inbox()).unread).toBe(unread - 1);

    // Reading again keeps the first reading's time.
    const again = await call('PATCH', `/api/messages/${id}`, { read: true });
    expect(again.json().readAt).toBe(read.json().readAt);

    const handled = await call('PATCH', `/api/messages/${id}`, { handled: true });
    expect(handled.json()).toMatchObject({ readAt: read.json().readAt, handledAt: expect.any(String) });
    const waiting = await call('PATCH', `/api/messages/${id}`, { handled: false, read: false });
    expect(waiting.json()).toMatchObject({ readAt: null, handledAt: null });
    expect((await inbox()).unread).toBe(unread);
  });

  it('a message marked handled unread counts as read', async () => {
    const id = await send('Dora Done', 'dora@example.com', 'Thanks!');
    const res = await call('PATCH', `/api/messages/${id}`, { handled: true });
    expect(res.json()).toMatchObject({ readAt: expect.any(String), handledAt: expect.any(String) });
  });

  it('answers a message: mailed to its sender with the message quoted, kept beside it, marked handled', async () => {
    const id = await send('Eve Ask', 'eve@example.com', 'Do you sell gift cards?\nFor my mother.');
    const mailed = smtp.inbox.length;
    const res = await call('POST', `/api/messages/${id}/replies`, {
      body: '  Not yet, but a gift note comes with any order.\n\nWarm wishes  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      _id: id,
      readAt: expect.any(String),
      handledAt: expect.any(String),
      replies: [{ body: 'Not yet, but a gift note comes with any order.\n\nWarm wishes', by: 'Olive Owner' }],
    });

    // The form's own mail to the shop, then the answer.
    await expect.poll(() => smtp.inbox.filter((mail) => mail.to.includes('eve@example.com')).length).toBe(1);
    const mail = smtp.inbox.slice(mailed).find((m) => m.to.includes('eve@example.com'))!;
    expect(mail.subject).toBe('Re: your message to TeaTree');
    expect(mail.replyTo).toBe('owner@teatree.example');
    expect(mail.text).toContain('Dear Eve Ask,');
    expect(mail.text).toContain('Not yet, but a gift note comes with any order.');
    expect(mail.text).toMatch(/you wrote:\n> Do you sell gift cards\?\n> For my mother\./);
    expect(mail.html).toContain('<blockquote');
    expect(mail.html).toContain('Do you sell gift cards?');
    expect(mail.html).toContain('Visit TeaTree');

    // A second answer is kept after the first.
    await call('POST', `/api/messages/${id}/replies`, { body: 'P.S. Our tins make fine gifts.' });
    const [shown] = (await inbox('?q=eve@example.com')).messages;
    expect(shown!.replies.map((r) => r.body)).toEqual([
      'Not yet, but a gift note comes with any order.\n\nWarm wishes',
      'P.S. Our tins make fine gifts.',
    ]);
  });

  it('refuses bad input, naming the field, and changes or sends nothing', async () => {
    const id = await send('Finn Bad', 'finn@example.com', 'Hi');
    const replies = (await app.db.select().from(contactReplies)).length;
    const queued = (await app.db.select().from(mailOutbox)).length;

    expectApiError(await call('POST', `/api/messages/${id}/replies`, { body: '   ' }), 400, 'body', /Write your reply/);
    expectApiError(await call('POST', `/api/messages/${id}/replies`, {}), 400, 'body', /Write your reply/);
    expectApiError(
      await call('POST', `/api/messages/${id}/replies`, { body: 'x'.repeat(5001) }),
      400,
      'body',
      /at most 5000/,
    );
    expectApiError(
      await call('POST', '/api/messages/msg_nothing/replies', { body: 'Hello' }),
      404,
      undefined,
      /no such message/,
    );
    expectApiError(await call('PATCH', `/api/messages/${id}`, {}), 400, 'read', /read or handled/);
    expectApiError(await call('PATCH', `/api/messages/${id}`, { read: 'yes' }), 400, 'read');
    expectApiError(await call('PATCH', `/api/messages/${id}`, { read: true, deleted: true }), 400);
    expectApiError(await call('PATCH', '/api/messages/msg_nothing', { read: true }), 404);
    expectApiError(await call('GET', `/api/messages?q=${'x'.repeat(101)}`), 400, 'q', /at most 100/);
    expectApiError(await call('GET', '/api/messages?page=0'), 400, 'page');
    expectApiError(await call('GET', '/api/messages?page=two'), 400, 'page');

    expect((await app.db.select().from(contactReplies)).length).toBe(replies);
    expect((await app.db.select().from(mailOutbox)).length).toBe(queued);
    const [message] = (await inbox('?q=finn@example.com')).messages;
    expect(message).toMatchObject({ readAt: null, handledAt: null, replies: [] });
  });

  it('is for administrators only', async () => {
    const id = await send('Gus Guard', 'gus@example.com', 'Hi');
    for (const [who, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expectApiError(await call('GET', '/api/messages', undefined, who), status);
      expectApiError(await call('PATCH', `/api/messages/${id}`, { read: true }, who), status);
      expectApiError(await call('POST', `/api/messages/${id}/replies`, { body: 'Hi' }, who), status);
    }
    const [message] = (await inbox('?q=gus@example.com')).messages;
    expect(message).toMatchObject({ readAt: null, replies: [] });
  });
});
