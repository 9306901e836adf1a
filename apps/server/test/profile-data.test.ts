import { FORMER_CUSTOMER, privacyMessages } from '@teatree/shared/privacy';
import { FIRST_SIZE } from '@teatree/shared/sizes';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, orders, products, reviews, session, user, verification } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { cookieHeader, PASSWORD, type Session, signUp } from './helpers/sessions.ts';
import { addToCart, payOrder, placeOrder } from './helpers/shopping.ts';

const ORIGIN = 'http://localhost:3000';

describe('my data: download and delete', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  let productId: string;

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin', name: 'Ada Admin' });
    productId = await addProduct(app, { quantity: 100, minOrder: 1 });
  });

  const userRow = async (email: string) => (await app.db.select().from(user).where(eq(user.email, email)))[0];
  /** How many tins the tea's stock holds: a tea added with the spec's fields is sold in 100 g tins. */
  const stock = async () =>
    (await app.db.select({ grams: products.stock }).from(products).where(eq(products.id, productId)))[0]!.grams /
    FIRST_SIZE.grams;

  /** A customer with a paid order, an unpaid one and a review, made through the API. */
  async function customerWithHistory(name: string) {
    const who = await signUp(app, { name });
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, who.email));
    const place = async (quantity: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/purchase',
        headers: who.headers,
        payload: { productId, quantity, address: `${name}'s house, 1 Leaf Lane`, phone: '+44 20 7946 0000' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().insertedId as string;
    };
    const paid = await place(2);
    await payOrder(app, who, paid);
    const unpaid = await place(3);
    const review = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: who.headers,
      payload: { productId, review: `${name} loves this jasmine.`, rating: 5 },
    });
    expect(review.statusCode, review.body).toBe(201);
    return { ...who, paid, unpaid, reviewId: review.json().insertedId as string };
  }

  describe('GET /api/profile/export', () => {
    it('gives a customer their profile, orders, reviews and cart as a JSON file, and nobody else’s', async () => {
      const mine = await customerWithHistory('Erin Export');
      const other = await customerWithHistory('Otto Other');

      // An order the customer deleted is hidden from their lists, but the shop still holds it: it is exported.
      const hidden = await placeOrder(app, mine, productId, 3);
      await app.inject({ method: 'DELETE', url: `/api/purchase/${hidden}`, headers: mine.headers });
      // What the cart holds is theirs too.
      await addToCart(app, mine, productId, 4);
      // And the addresses kept for next time.
      const kept = await app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: mine.headers,
        payload: {
          fullName: 'Erin Export',
          country: 'GB',
          line1: '1 Leaf Lane',
          city: 'London',
          postalCode: 'SW1A 1AA',
          phone: '+44 20 7946 0000',
        },
      });
      expect(kept.statusCode, kept.body).toBe(201);
      const res = await app.inject({ url: '/api/profile/export', headers: mine.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="teatree-data-${today}.json"`);
      expect(res.headers['cache-control']).toBe('private, no-store');

      const data = JSON.parse(res.body);
      expect(Object.keys(data).sort()).toEqual([
        'addresses',
        'cart',
        'consents',
        'exportedAt',
        'orders',
        'profile',
        'reviews',
      ]);
      expect(data.addresses).toEqual([
        expect.objectContaining({
          line: 'Erin Export, 1 Leaf Lane, London, SW1A 1AA, United Kingdom',
          isDefault: true,
        }),
      ]);
      expect(data.cart).toEqual([{ productId, name: expect.any(String), quantity: 4 }]);
      expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000);
      expect(data.profile).toMatchObject({ name: 'Erin Export', email: mine.email, role: 'user' });
      expect(data.orders.map((o: { _id: string }) => o._id).sort()).toEqual([mine.paid, mine.unpaid, hidden].sort());
      expect(data.orders.find((o: { _id: string }) => o._id === hidden)).toMatchObject({ status: 'deleted' });
      expect(data.orders.find((o: { _id: string }) => o._id === mine.paid)).toMatchObject({
        paid: true,
        status: 'paid',
        user: 'Erin Export',
        email: mine.email,
        phone: '+44 20 7946 0000',
        address: "Erin Export's house, 1 Leaf Lane",
      });
      // Their own reviews, with their own address whole.
      expect(data.reviews).toEqual([
        expect.objectContaining({ _id: mine.reviewId, email: mine.email, review: 'Erin Export loves this jasmine.' }),
      ]);
      // Nothing of anyone else's.
      expect(res.body).not.toContain(other.email);
      expect(res.body).not.toContain(other.paid);
      expect(res.body).not.toContain('Otto Other');
      expect(res.body).not.toContain(admin.email);
    });

    it('gives a new customer an empty history', async () => {
      const fresh = await signUp(app, { name: 'Nell New' });
      const res = await app.inject({ url: '/api/profile/export', headers: fresh.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ profile: { email: fresh.email }, orders: [], reviews: [], cart: [] });
    });

    it('answers 401 to a visitor', async () => {
      expectApiError(await app.inject('/api/profile/export'), 401);
    });
  });

  describe('DELETE /api/profile', () => {
    const remove = (who: Session | null, payload?: unknown) =>
      app.inject({
        method: 'DELETE',
        url: '/api/profile',
        headers: who ? who.headers : { origin: ORIGIN },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    const signInAgain = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email, password: PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = cookieHeader(res.headers['set-cookie']);
      return { cookie, origin: ORIGIN };
    };

    it('answers 401 to a visitor', async () => {
      expectApiError(await remove(null, { confirm: 'DELETE' }), 401);
    });

    it.each<[string, unknown]>([
      ['no body', undefined],
      ['an empty body', {}],
      ['a lower-case word', { confirm: 'delete' }],
      ['the e-mail instead', { confirm: 'someone@example.com' }],
      ['a boolean', { confirm: true }],
    ])('refuses %s with 400 naming confirm, and changes nothing', async (_case, payload) => {
      const who = await signUp(app);
      const body = expectApiError(await remove(who, payload), 400, 'confirm', privacyMessages.confirmDelete);
      expect(body.message).toContain('confirm');
      expect(await userRow(who.email)).toBeDefined();
      expect((await app.inject({ url: '/api/profile', headers: who.headers })).statusCode).toBe(200);
    });

    it('deletes the account, ends every session, keeps the orders for the books and anonymises the reviews', async () => {
      const gone = await customerWithHistory('Dora Delete');
      const row = (await userRow(gone.email))!;
      const otherDevice = await signInAgain(gone.email);
      // A password reset in flight: its token must not outlive the account.
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: ORIGIN },
        payload: { email: gone.email, redirectTo: '/reset-password' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const tokens = () =>
        app.db
          .select()
          .from(verification)
          .where(or(eq(verification.value, row.id), eq(verification.identifier, gone.email)));
      // The reset's token is made just after its answer.
      await expect.poll(async () => (await tokens()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const stockBefore = await stock();

      const res = await remove(gone, { confirm: 'DELETE' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deletedCount: 1 });
      // The browser is told to forget its session cookie.
      const cookies = [res.headers['set-cookie']].flat().join('\n');
      expect(cookies).toMatch(/teatree\.session_token=;[^\n]*Max-Age=0/);

      // Signed out everywhere: the old cookie and the other device's are refused.
      expectApiError(await app.inject({ url: '/api/profile', headers: gone.headers }), 401);
      expectApiError(await app.inject({ url: '/api/profile', headers: otherDevice }), 401);
      expectApiError(await app.inject({ url: '/api/purchase', headers: gone.headers }), 401);
      const session2 = await app.inject({ url: '/api/auth/get-session', headers: otherDevice });
      expect(session2.json()).toBeNull();
      // The password no longer opens anything.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: gone.email, password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(401);

      // Better Auth's rows for them are gone.
      expect(await userRow(gone.email)).toBeUndefined();
      expect(await app.db.select().from(session).where(eq(session.userId, row.id))).toEqual([]);
      expect(await app.db.select().from(account).where(eq(account.userId, row.id))).toEqual([]);
      expect(await tokens()).toEqual([]);

      // The orders stay, without an account: the paid one as it was (less the phone), the unpaid one cancelled
      // and its tea back on the shelf.
      const kept = await app.db.select().from(orders).where(eq(orders.customerName, 'Dora Delete'));
      expect(kept).toHaveLength(2);
      for (const order of kept) {
        expect(order).toMatchObject({ userId: null, phone: '', address: "Dora Delete's house, 1 Leaf Lane" });
      }
      expect(kept.find((o) => o.id === gone.paid)).toMatchObject({ status: 'paid', email: gone.email });
      expect(kept.find((o) => o.id === gone.unpaid)).toMatchObject({ status: 'cancelled' });
      expect(await stock()).toBe(stockBefore + 3);
      const books = await app.inject({ url: '/api/allOrder?limit=100', headers: admin.headers });
      expect(books.json().filter((o: { user: string }) => o.user === 'Dora Delete')).toHaveLength(2);

      // The review stays, saying nothing of who wrote it.
      expect((await app.db.select().from(reviews).where(eq(reviews.id, gone.reviewId)))[0]).toMatchObject({
        userId: null,
        userName: FORMER_CUSTOMER,
        email: '',
        userPhoto: null,
        review: 'Dora Delete loves this jasmine.',
      });
      const wall = await app.inject('/api/reviews?limit=100');
      expect(wall.body).not.toContain(gone.email);
      expect(wall.json().find((r: { _id: string }) => r._id === gone.reviewId)).toMatchObject({
        user: FORMER_CUSTOMER,
        email: '',
      });

      // The address is free again, for a new account that sees none of the old one's orders.
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { name: 'Dora Again', email: gone.email, password: PASSWORD },
      });
      expect(again.statusCode, again.body).toBe(200);
      const fresh = { cookie: cookieHeader(again.headers['set-cookie']), origin: ORIGIN };
      expect((await app.inject({ url: '/api/purchase', headers: fresh })).json()).toEqual([]);
      expect((await app.inject({ url: '/api/profile/export', headers: fresh })).json()).toMatchObject({
        orders: [],
        reviews: [],
      });
    });

    it('refuses the last administrator with 409 saying why, and changes nothing', async () => {
      const admins = await app.db.select().from(user).where(eq(user.role, 'admin'));
      expect(admins.map((a) => a.email)).toEqual([admin.email]);
      expectApiError(await remove(admin, { confirm: 'DELETE' }), 409, undefined, privacyMessages.lastAdmin);
      expect(await userRow(admin.email)).toMatchObject({ role: 'admin' });
      expect((await app.inject({ url: '/api/user', headers: admin.headers })).statusCode).toBe(200);
    });

    it('lets an administrator go once another one remains', async () => {
      const second = await signUp(app, { role: 'admin', name: 'Second Admin' });
      const res = await remove(second, { confirm: 'DELETE' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await userRow(second.email)).toBeUndefined();
      expectApiError(await app.inject({ url: '/api/user', headers: second.headers }), 401);
      expect(await userRow(admin.email)).toMatchObject({ role: 'admin' });
    });
  });
});
