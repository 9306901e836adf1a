import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, consents, guestCarts, mailOutbox, products } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp, useSession } from './helpers/sessions.ts';
import { addToCart, DELIVERY, payOrder, placeOrder } from './helpers/shopping.ts';
import { addTeaInSizes } from './helpers/sizes.ts';
import { type ReceivedMail, useAppWithSmtp } from './helpers/smtp.ts';

/**
 * The mails that bring customers back (docs/decisions/0044-mails-with-consent.md): sign-ups with double
 * opt-in, back-in-stock alerts in batches the stock can serve, cart and refill reminders, newsletters,
 * one-click unsubscribes, and the consents a customer sees and withdraws. Mails are read back from a
 * real SMTP server.
 */
describe('mails sent with consent', () => {
  const { app, smtp } = useAppWithSmtp({ AUTH_RATE_LIMIT: '1000' });
  const admin = useSession(app, { role: 'admin', name: 'Olive Owner' });
  const { call } = apiCalls(app, () => admin);
  let ip = 0;

  /** Each sign-up from a client of its own, unless the test is about one client's limit. */
  const subscribe = (payload: object, who?: Session, remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) =>
    app.inject({ method: 'POST', url: '/api/subscriptions', payload, headers: who?.headers ?? {}, remoteAddress });
  const mailsTo = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email));
  /** The mail of this subject that reached `email`, once the queue has sent it. */
  const mailTo = async (email: string, subject: string | RegExp): Promise<ReceivedMail> => {
    let found: ReceivedMail | undefined;
    await expect
      .poll(
        () =>
          (found = mailsTo(email).find((mail) =>
            typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
          )),
        { timeout: 10_000 },
      )
      .toBeTruthy();
    return found!;
  };
  const tokenIn = (mail: ReceivedMail, path: string) => {
    const match = mail.text.match(new RegExp(`${path}\\?token=([^\\s]+)`));
    return decodeURIComponent(match![1]!);
  };
  /** Follows a sign-up's mailed link to confirm it, as its page posts the token. */
  const confirmByLink = (mail: ReceivedMail) =>
    app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token: tokenIn(mail, '/subscribe/confirm') },
    });
  /** The owner sends a newsletter (POST /api/newsletters): the response, for the test to check. */
  const sendNewsletter = (subject: string, body: string) => call('POST', '/api/newsletters', { subject, body });
  /**
   * Two hours pass for the cart reminders, whose wait the tests set at one hour: every time they compare
   * (a cart's teas added or saved, a cart reminded, an order placed) moves two hours back, all alike, as
   * a clock moved forward would leave them.
   */
  const twoHoursPass = async () => {
    for (const [table, column] of [
      ['cart_items', 'added_at'],
      ['guest_carts', 'saved_at'],
      ['guest_carts', 'reminded_at'],
      ['cart_reminders', 'sent_at'],
      ['orders', 'created_at'],
    ] as const) {
      await app.db.execute(sql.raw(`update ${table} set ${column} = ${column} - interval '2 hours'`));
    }
  };
  /** Writes a round of the background mails now, then lets the queue send what it wrote. */
  const round = async () => {
    await app.customerMail.wake();
    await expect.poll(() => queued(), { timeout: 10_000 }).toBe(0);
  };
  const queued = async () => {
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      // Mail due later (an unpaid order's reminder) is not waiting to be sent yet.
      .where(
        sql`${mailOutbox.status} = 'sending' or (${mailOutbox.status} = 'queued' and ${mailOutbox.nextAttemptAt} <= now())`,
      );
    return row!.n;
  };

  describe('newsletter sign-ups', () => {
    it('refuses a newsletter while nobody is subscribed', async () => {
      const res = await sendNewsletter('Spring', 'The first flush is in.');
      expectApiError(res, 409, undefined, 'Nobody is subscribed to the newsletter yet');
    });

    it('asks a guest to confirm by a mailed link, and the link gives the consent once', async () => {
      const res = await subscribe({ kind: 'newsletter', email: 'Mira@Leaf.Shop' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ status: 'pending', message: 'Check your mail: we sent you a link to confirm' });
      const mail = await mailTo('mira@leaf.shop', 'Please confirm: the TeaTree newsletter');
      const first = await confirmByLink(mail);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        kind: 'newsletter',
        changed: true,
        message: 'Thank you: you will get our newsletter.',
      });
      expect((await confirmByLink(mail)).json()).toMatchObject({
        changed: false,
        message: 'You had already confirmed: nothing changed.',
      });
      const again = await subscribe({ kind: 'newsletter', email: 'mira@leaf.shop' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: 'active', message: 'You are already subscribed' });
    });

    it("gives a verified customer's own address at once, with no mail", async () => {
      const customer = await signUp(app);
      const res = await subscribe({ kind: 'newsletter', email: customer.email }, customer);
      expect(res.json()).toEqual({ status: 'active', message: 'Thank you: you will get our newsletter.' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailsTo(customer.email).filter((mail) => mail.subject.startsWith('Please confirm'))).toEqual([]);
    });

    it('refuses a wrong link, a bad address and a flood, changing nothing', async () => {
      for (const token of ['nonsense', 'bmV3c2xldHRlcjp4.AAAA', '']) {
        const res = await app.inject({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token } });
        expectApiError(res, 400, 'token', /This link is not valid/);
      }
      expectApiError(await subscribe({ kind: 'newsletter', email: 'not-an-address' }), 400, 'email');
      expectApiError(await subscribe({ kind: 'gossip', email: 'a@example.com' }), 400, 'kind');
      // One address holds at most five sign-ups waiting to be confirmed, from any client.
      const teas = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) => addProduct(app, { quantity: 0, name: `Flood tea ${n}` })),
      );
      for (const productId of teas.slice(0, 5)) {
        expect((await subscribe({ kind: 'back_in_stock', email: 'flood@example.com', productId })).statusCode).toBe(
          201,
        );
      }
      expectApiError(
        await subscribe({ kind: 'back_in_stock', email: 'flood@example.com', productId: teas[5] }),
        429,
        'email',
        /too many sign-ups waiting/,
      );
      // One client makes at most ten sign-ups in ten minutes.
      const codes: number[] = [];
      for (let n = 0; n < 11; n += 1) {
        codes.push(
          (await subscribe({ kind: 'newsletter', email: `client${n}@example.com` }, undefined, '10.9.9.9')).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
      expect(codes[10]).toBe(429);
      const [kept] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(consents)
        .where(eq(consents.email, 'client10@example.com'));
      expect(kept!.n).toBe(0);
    });
  });

  describe('back-in-stock alerts', () => {
    it('refuses an alert for a tea in stock or a tea that does not exist', async () => {
      const inStock = await addProduct(app, { quantity: 40, minOrder: 1 });
      expectApiError(
        await subscribe({ kind: 'back_in_stock', email: 'a@example.com', productId: inStock }),
        409,
        'productId',
        'This tea is in stock: you can order it now',
      );
      expectApiError(
        await subscribe({ kind: 'back_in_stock', email: 'a@example.com', productId: 'prod_none' }),
        404,
        'productId',
      );
      expectApiError(await subscribe({ kind: 'back_in_stock', email: 'a@example.com' }), 400, 'productId');
    });

    it('tells those who confirmed, in order of asking, no more than the stock serves, each once, with a one-click unsubscribe', async () => {
      const tea = await addProduct(app, { quantity: 0, minOrder: 1, name: 'First Flush Darjeeling' });
      const waiting = ['w1@example.com', 'w2@example.com', 'w3@example.com', 'w4@example.com'];
      for (const email of waiting) {
        expect((await subscribe({ kind: 'back_in_stock', email, productId: tea })).statusCode).toBe(201);
        const mail = await mailTo(email, 'Please confirm: a mail when First Flush Darjeeling is back in stock');
        await confirmByLink(mail);
      }
      // A fifth never confirms: they are never told.
      await subscribe({ kind: 'back_in_stock', email: 'unconfirmed@example.com', productId: tea });
      const dashboard = await call('GET', '/api/dashboard');
      expect(dashboard.json().waitingForStock).toContainEqual({ _id: tea, name: 'First Flush Darjeeling', waiting: 4 });

      // Two tins come back: the first two to ask are told.
      await app.db.update(products).set({ stock: 200 }).where(eq(products.id, tea));
      await round();
      const told = waiting.filter((email) =>
        mailsTo(email).some((mail) => mail.subject === 'First Flush Darjeeling is back in stock'),
      );
      expect(told).toEqual(['w1@example.com', 'w2@example.com']);
      const alert = await mailTo('w1@example.com', 'First Flush Darjeeling is back in stock');
      expect(alert.headers['list-unsubscribe']).toMatch(/^<http:\/\/.+\/api\/subscriptions\/unsubscribe\?token=.+>$/);
      expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(alert.text).toContain('/unsubscribe?token=');
      expect(alert.html).toContain('Cancel this alert');

      // Another round within the hour tells nobody more, however many rounds run.
      await round();
      await round();
      expect(
        waiting.flatMap((email) =>
          mailsTo(email).filter((mail) => mail.subject === 'First Flush Darjeeling is back in stock'),
        ),
      ).toHaveLength(2);
      // An hour on, with the stock still there, the next two are told.
      await app.db.execute(sql`update alert_rounds set told_at = now() - interval '2 hours' where product_id = ${tea}`);
      await round();
      const all = waiting.flatMap((email) =>
        mailsTo(email).filter((mail) => mail.subject === 'First Flush Darjeeling is back in stock'),
      );
      expect(all.map((mail) => mail.to[0])).toEqual(waiting);
      expect(
        mailsTo('unconfirmed@example.com').filter((mail) => mail.subject === 'First Flush Darjeeling is back in stock'),
      ).toEqual([]);
    });

    it('gives a verified customer an alert for one sold-out size while another size sells', async () => {
      const { id, sizeIds } = await addTeaInSizes(app, {
        grams: 300,
        name: 'Iron Buddha',
        sizes: [
          { label: '100 g tin', grams: 100, priceCents: 1200 },
          { label: '500 g pouch', grams: 500, priceCents: 5000 },
        ],
      });
      const customer = await signUp(app);
      expectApiError(
        await subscribe({ kind: 'back_in_stock', email: customer.email, productId: id, sizeId: sizeIds[0] }, customer),
        409,
        'productId',
      );
      const res = await subscribe(
        { kind: 'back_in_stock', email: customer.email, productId: id, sizeId: sizeIds[1] },
        customer,
      );
      expect(res.json()).toEqual({
        status: 'active',
        message: 'Thank you: we will mail you once when Iron Buddha is back.',
      });
      const list = await call('GET', '/api/profile/consents', undefined, customer);
      expect(list.json().consents).toEqual([
        expect.objectContaining({
          kind: 'back_in_stock',
          productName: 'Iron Buddha',
          sizeLabel: '500 g pouch',
          status: 'active',
        }),
      ]);
      await app.db.update(products).set({ stock: 600 }).where(eq(products.id, id));
      await round();
      await mailTo(customer.email, 'Iron Buddha, 500 g pouch is back in stock');
      expect((await call('GET', '/api/profile/consents', undefined, customer)).json().consents).toEqual([]);
    });
  });

  describe('unsubscribing', () => {
    it("takes effect at once by a mail program's one-click POST, and says so when used twice", async () => {
      const customer = await signUp(app);
      await subscribe({ kind: 'newsletter', email: customer.email }, customer);
      const sent = await sendNewsletter(
        'The spring harvest is in',
        'Dear tea friends,\n\nThe first flush has arrived.',
      );
      expect(sent.statusCode, sent.body).toBe(201);
      await round();
      const letter = await mailTo(customer.email, 'The spring harvest is in');
      expect(letter.text).toContain('The first flush has arrived.');
      const url = new URL(letter.headers['list-unsubscribe']!.slice(1, -1));
      const oneClick = () =>
        app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      const first = await oneClick();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        kind: 'newsletter',
        changed: true,
        message: 'Done: you will no longer get the TeaTree newsletter.',
      });
      const second = await oneClick();
      expect(second.json()).toMatchObject({
        changed: false,
        message: 'You had already unsubscribed: nothing more of the TeaTree newsletter will be sent.',
      });
      // The page's link posts the same token as JSON.
      const page = await app.inject({
        method: 'POST',
        url: '/api/subscriptions/unsubscribe',
        payload: { token: tokenIn(letter, '/unsubscribe') },
      });
      expect(page.json()).toMatchObject({ changed: false });
      expectApiError(
        await app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token: 'forged.token' } }),
        400,
        'token',
      );
    });
  });

  describe('newsletters', () => {
    it('goes to every subscriber once, leaving out those who left, and shows its progress', async () => {
      const subscribers = ['n1@example.com', 'n2@example.com', 'n3@example.com'];
      for (const email of subscribers) {
        await subscribe({ kind: 'newsletter', email });
        const mail = await mailTo(email, 'Please confirm: the TeaTree newsletter');
        await confirmByLink(mail);
      }
      const preview = await call('POST', '/api/newsletters/preview', {
        subject: 'Autumn teas',
        body: 'Roasted oolongs <b>are</b> here.\n\nSee you soon.',
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().html).toContain('Roasted oolongs &lt;b&gt;are&lt;/b&gt; here.');
      expect(preview.json().html).toContain('Unsubscribe');

      const res = await sendNewsletter('Autumn teas', 'Roasted oolongs are here.');
      expect(res.statusCode, res.body).toBe(201);
      await round();
      await round();
      for (const email of subscribers)
        expect(mailsTo(email).filter((mail) => mail.subject === 'Autumn teas')).toHaveLength(1);
      const list = await call('GET', '/api/newsletters');
      const autumn = list.json().newsletters.find((letter: { subject: string }) => letter.subject === 'Autumn teas');
      expect(autumn).toMatchObject({ status: 'sent', createdByName: 'Olive Owner' });
      expect(autumn.sent).toBe(autumn.queued);
      expect(autumn.recipients).toBe(autumn.queued);
    });

    it('refuses an empty or an oversized newsletter, and anyone but an administrator', async () => {
      const post = (payload: object | string, headers: object = admin.headers) =>
        app.inject({
          method: 'POST',
          url: '/api/newsletters',
          payload,
          headers: { 'content-type': 'application/json', ...headers },
        });
      expectApiError(await post({ subject: 'Hi', body: '   ' }), 400, 'body', "Write the newsletter's text");
      expectApiError(await post({ subject: '', body: 'Hello' }), 400, 'subject');
      expectApiError(await post({ subject: 'Hi', body: 'x'.repeat(20_001) }), 400, 'body');
      expect((await post(JSON.stringify({ subject: 'Hi', body: 'x'.repeat(1024 * 1024) }))).statusCode).toBe(413);
      const customer = await signUp(app);
      expect((await post({ subject: 'Hi', body: 'Hello' }, customer.headers)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/newsletters' })).statusCode).toBe(401);
      expect((await call('GET', '/api/reminder-settings', undefined, customer)).statusCode).toBe(403);
      expectApiError(await call('PUT', '/api/reminder-settings', { cartReminderHours: 0 }), 400, 'cartReminderHours');
    });
  });

  describe('reminders', () => {
    it("reminds a customer who agreed of a cart left, once, at today's prices, and never someone who did not agree", async () => {
      const tea = await addProduct(app, { quantity: 40, minOrder: 1, priceCents: 1250, name: 'Lapsang Souchong' });
      const agreed = await signUp(app, { name: 'Cara Cart' });
      const silent = await signUp(app);
      const consent = await call('PUT', '/api/profile/consents/cart_reminders', { given: true }, agreed);
      expect(consent.json().consents).toEqual([expect.objectContaining({ kind: 'cart_reminders', status: 'active' })]);
      await addToCart(app, agreed, tea, 2);
      await addToCart(app, silent, tea, 1);
      await app.db.update(products).set({ priceCents: 1400 }).where(eq(products.id, tea));
      await app.db.execute(sql`update product_sizes set price_cents = 1400 where product_id = ${tea}`);
      // Not yet: the owner's wait (24 hours by default) has not passed.
      await round();
      expect(mailsTo(agreed.email).filter((mail) => mail.subject.includes('cart'))).toEqual([]);
      await call('PUT', '/api/reminder-settings', { cartReminderHours: 1 });
      await twoHoursPass();
      await round();
      const reminder = await mailTo(agreed.email, 'Your teas are waiting in your cart');
      expect(reminder.text).toContain('2 × Lapsang Souchong: $28.00');
      expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      await round();
      expect(mailsTo(agreed.email).filter((mail) => mail.subject.includes('cart'))).toHaveLength(1);
      expect(mailsTo(silent.email).filter((mail) => mail.subject.includes('cart'))).toEqual([]);
      await app.db.delete(cartItems).where(and(eq(cartItems.userId, (await userId(agreed))!)));
    });

    it('reminds a guest who ticked the box at checkout of the cart their browser keeps, once a cart, never once it is ordered', async () => {
      // The wait is the one the test above set: an hour.
      const tea = await addProduct(app, { quantity: 40, minOrder: 1, priceCents: 900, name: 'Genmaicha' });
      const guest = 'gus.guest@leaf.shop';
      const keep = (payload: object) =>
        app.inject({ method: 'PUT', url: '/api/cart/reminder', payload, remoteAddress: '10.8.8.8' });
      const kept = await keep({
        email: 'Gus.Guest@Leaf.Shop',
        remind: true,
        lines: [{ productId: tea, sizeId: `size_${tea}`, quantity: 3 }],
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toEqual({ remind: true, message: 'We will remind you once if you leave this cart.' });
      await twoHoursPass();
      await round();
      const reminder = await mailTo(guest, 'Your teas are waiting in your cart');
      expect(reminder.text).toContain('3 × Genmaicha: $27.00');
      expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // The same cart saved again is not reminded again.
      await keep({ email: guest, remind: true, lines: [{ productId: tea, sizeId: `size_${tea}`, quantity: 4 }] });
      await twoHoursPass();
      await round();
      const reminders = () => mailsTo(guest).filter((mail) => mail.subject === 'Your teas are waiting in your cart');
      expect(reminders()).toHaveLength(1);

      // Once they order as a guest, a cart saved after is a new cart: it is reminded once in its turn.
      const order = () =>
        app.inject({
          method: 'POST',
          url: '/api/cart/checkout/guest',
          remoteAddress: '10.8.8.8',
          payload: { email: guest, address: DELIVERY, lines: [{ productId: tea, quantity: 1 }] },
        });
      expect((await order()).statusCode).toBe(201);
      await keep({ email: guest, remind: true, lines: [{ productId: tea, sizeId: `size_${tea}`, quantity: 2 }] });
      await twoHoursPass();
      await round();
      await expect.poll(() => reminders().length, { timeout: 10_000 }).toBe(2);
      expect(reminders()[1]!.text).toContain('2 × Genmaicha: $18.00');
      // A cart ordered before its wait is over is never reminded.
      expect((await order()).statusCode).toBe(201);
      await keep({ email: guest, remind: true, lines: [{ productId: tea, sizeId: `size_${tea}`, quantity: 5 }] });
      expect((await order()).statusCode).toBe(201);
      await twoHoursPass();
      await round();
      expect(reminders()).toHaveLength(2);

      // Unticked: the cart and its consent go.
      const dropped = await keep({ email: guest, remind: false });
      expect(dropped.json()).toEqual({ remind: false, message: 'No reminder of this cart will be sent.' });
      expect(await app.db.select().from(consents).where(eq(consents.email, guest))).toEqual([]);
      expect(await app.db.select().from(guestCarts).where(eq(guestCarts.email, guest))).toEqual([]);

      expectApiError(
        await keep({ email: guest, remind: true, lines: [] }),
        400,
        'lines',
        'A cart to be reminded of holds at least one tea',
      );
      expectApiError(
        await keep({ email: 'nobody', remind: true, lines: [{ productId: tea, sizeId: `size_${tea}`, quantity: 1 }] }),
        400,
        'email',
      );
      expectApiError(
        await keep({ email: guest, remind: true, lines: [{ productId: tea, sizeId: `size_${tea}`, quantity: 0 }] }),
        400,
        'lines.0.quantity',
      );
      expectApiError(await keep({ email: guest, remind: 'yes', lines: [] }), 400, 'remind');
      expect(await app.db.select().from(consents).where(eq(consents.email, guest))).toEqual([]);
    });

    it('plans refills from the brewing guide, lets the customer move the day, and mails only with consent', async () => {
      const tea = await addProduct(app, { quantity: 40, minOrder: 1, name: 'Assam Breakfast' });
      await app.db
        .update(products)
        .set({ facts: { brewGrams: 2.5 } })
        .where(eq(products.id, tea));
      const customer = await signUp(app, { name: 'Rafi Refill' });
      const orderId = await placeOrder(app, customer, tea, 3);
      await payOrder(app, customer, orderId);
      for (const status of ['shipped', 'delivered']) {
        const moved = await call('PATCH', `/api/purchase/${orderId}/status`, { status });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const read = await call('GET', `/api/orders/${orderId}/refills`, undefined, customer);
      expect(read.statusCode, read.body).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      const plus = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
      // 300 g at 2.5 g a cup and 2 cups a day: 60 days; the reminder 4 days before.
      expect(read.json()).toMatchObject({ remindersOn: false, cupsPerDay: 2 });
      const [refill] = read.json().refills;
      expect(refill).toMatchObject({
        name: 'Assam Breakfast',
        grams: 300,
        runsOutOn: plus(60),
        remindOn: plus(56),
        sentAt: null,
      });

      const stranger = await signUp(app);
      expect((await call('GET', `/api/orders/${orderId}/refills`, undefined, stranger)).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/orders/${orderId}/refills` })).statusCode).toBe(401);
      const move = (remindOn: string) =>
        call('PATCH', `/api/orders/${orderId}/refills/${refill._id}`, { remindOn }, customer);
      expectApiError(await move('2020-01-01'), 400, 'remindOn');
      expectApiError(await move('soon'), 400, 'remindOn');
      const moved = await move(today);
      expect(moved.json().refills[0].remindOn).toBe(today);

      // Due today, but no consent: nothing is sent.
      await round();
      expect(mailsTo(customer.email).filter((mail) => mail.subject.startsWith('Running low'))).toEqual([]);
      const on = await call('PUT', '/api/profile/consents/refill_reminders', { given: true, cupsPerDay: 3 }, customer);
      expect(on.json().cupsPerDay).toBe(3);
      await round();
      const mail = await mailTo(customer.email, 'Running low on Assam Breakfast?');
      expect(mail.text).toContain(`/orders/${orderId}?buyAgain=1`);
      await round();
      expect(mailsTo(customer.email).filter((m) => m.subject.startsWith('Running low'))).toHaveLength(1);
    });
  });

  describe('consents on the profile', () => {
    it('lists, gives and withdraws each consent; an unverified address confirms first', async () => {
      const unverified = await signUp(app, { verified: false });
      const res = await call('PUT', '/api/profile/consents/newsletter', { given: true }, unverified);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().consents).toEqual([
        expect.objectContaining({ kind: 'newsletter', status: 'pending', givenAt: null }),
      ]);
      await mailTo(unverified.email, 'Please confirm: the TeaTree newsletter');

      const customer = await signUp(app);
      const put = (kind: string, payload: object) =>
        app.inject({ method: 'PUT', url: `/api/profile/consents/${kind}`, payload, headers: customer.headers });
      for (const kind of ['newsletter', 'cart_reminders', 'refill_reminders'])
        expect((await put(kind, { given: true })).statusCode).toBe(200);
      const list = (await call('GET', '/api/profile/consents', undefined, customer)).json();
      expect(list.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
        'cart_reminders',
        'newsletter',
        'refill_reminders',
      ]);
      expect(list.consents.every((c: { givenAt: string | null }) => c.givenAt !== null)).toBe(true);
      const withdrawn = await put('cart_reminders', { given: false });
      expect(
        withdrawn
          .json()
          .consents.map((c: { kind: string }) => c.kind)
          .sort(),
      ).toEqual(['newsletter', 'refill_reminders']);
      const newsletter = list.consents.find((c: { kind: string }) => c.kind === 'newsletter');
      const removed = await call('DELETE', `/api/profile/consents/${newsletter._id}`, undefined, customer);
      expect(removed.json().consents.map((c: { kind: string }) => c.kind)).toEqual(['refill_reminders']);

      expectApiError(await put('gossip', { given: true }), 400, 'kind');
      expectApiError(await put('refill_reminders', { given: true, cupsPerDay: 0 }), 400, 'cupsPerDay');
      expectApiError(await put('newsletter', { given: 'yes' }), 400, 'given');
      expect((await app.inject({ method: 'GET', url: '/api/profile/consents' })).statusCode).toBe(401);
      const other = await signUp(app);
      const foreign = await call('DELETE', `/api/profile/consents/${newsletter._id}`, undefined, other);
      expect(foreign.statusCode).toBe(404);

      // The data download holds them; deleting the account deletes them.
      const data = await call('GET', '/api/profile/export', undefined, customer);
      expect(data.json().consents).toEqual([expect.objectContaining({ kind: 'refill_reminders' })]);
      const gone = await call('DELETE', '/api/profile', { confirm: 'DELETE' }, customer);
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      const left = await app.db.select().from(consents).where(eq(consents.email, customer.email));
      expect(left).toEqual([]);
    });
  });

  async function userId(who: Session) {
    const res = await call('GET', '/api/auth/get-session', undefined, who);
    return res.json()?.user?.id as string | undefined;
  }
});
