import { REVIEW_MAX } from '@teatree/shared/constants';
import { FORMER_CUSTOMER, maskEmail } from '@teatree/shared/privacy';
import { reviewMessages } from '@teatree/shared/schemas/review';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '../src/db/schema/index.ts';
import { deleteProduct, insertProduct, type ProductValues } from '../src/modules/products/repository.ts';
import { REVIEW_RATE_LIMIT } from '../src/routes/reviews.ts';
import { expectApiError, type TestApp, useTestApp, useTwoAppServers } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

const TEA = {
  name: 'Review Sencha',
  brand: 'Shizuoka Hills',
  description: 'A grassy, sweet steamed green tea.',
  category: 'Green Tea' as const,
  price: 12.5,
  quantity: 40,
  minOrder: 1,
  date: '2026-11-20',
  photo: '/media/img_0000000000000000000000test/1200.webp',
} satisfies ProductValues;

const CURATOR = { name: 'Tea Curator', email: 'curator@example.com' };

type ReviewBody = { _id: string; user: string; email: string; review: string; rating: number; createdAt: string };
type ProductBody = { _id: string; rating: number | null; reviewCount: number };

const MISSING_REVIEW = 'rev_00000000000000000000000000';
const MISSING_PRODUCT = 'prod_00000000000000000000000000';

describe('reviews', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin', name: 'Ada Admin' });
  });

  const newTea = (name = TEA.name) => insertProduct(app.db, { ...TEA, name }, CURATOR);
  const post = (who: Session | null, payload: object | string) =>
    app.inject({ method: 'POST', url: '/api/reviews', headers: who?.headers ?? {}, payload });
  const remove = (who: Session | null, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: who?.headers ?? {} });
  const stored = () => app.db.select().from(reviews);
  const storedOne = async (id: string) => (await app.db.select().from(reviews).where(eq(reviews.id, id)))[0];
  const listed = async (): Promise<ReviewBody[]> => (await app.inject('/api/reviews?limit=100')).json();
  const insertedId = (res: LightMyRequestResponse) => {
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json().insertedId as string;
  };

  describe('POST /api/reviews', () => {
    it('keeps a review with the reviewer from the session and the product from the catalogue', async () => {
      const productId = await newTea('Session Sencha');
      const customer = await signUp(app, { name: 'Mina Park' });
      const res = await post(customer, {
        productId,
        review: '  Sweet and grassy, lovely second steep.  ',
        rating: 5,
        // A client cannot speak for someone else, nor restyle the product.
        user: 'Somebody Else',
        email: 'somebody@example.com',
        userPhoto: 'https://evil.example.com/me.png',
        name: 'Free Tea',
        photo: 'https://evil.example.com/tea.png',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ insertedId: expect.stringMatching(/^rev_[0-9a-z]{26}$/) });

      const [first] = await listed();
      expect(first).toEqual({
        _id: res.json().insertedId,
        user: 'Mina Park',
        email: maskEmail(customer.email),
        userPhoto: null,
        name: 'Session Sencha',
        review: 'Sweet and grassy, lovely second steep.',
        productId,
        category: TEA.category,
        brand: TEA.brand,
        description: TEA.description,
        photo: TEA.photo,
        rating: 5,
        createdAt: expect.any(String),
        verifiedBuyer: false,
      });
      expect(Date.now() - Date.parse(first!.createdAt)).toBeLessThan(60_000);
    });

    it("carries the reviewer's profile photo when they have one", async () => {
      const productId = await newTea('Photo Pu-erh');
      const customer = await signUp(app);
      await app.db
        .update(user)
        .set({ image: '/media/img_000000000000000000000avatar/400.webp' })
        .where(eq(user.email, customer.email));
      const id = insertedId(await post(customer, { productId, review: 'Earthy.', rating: 4 }));
      expect((await listed()).find((r) => r._id === id)).toMatchObject({
        userPhoto: '/media/img_000000000000000000000avatar/400.webp',
      });
    });

    it.each([1, 5])('accepts a rating of %i', async (rating) => {
      const productId = await newTea();
      const customer = await signUp(app);
      const id = insertedId(await post(customer, { productId, review: 'Fine.', rating }));
      expect((await storedOne(id))?.rating).toBe(rating);
    });

    it(`accepts ${REVIEW_MAX} characters, counted after trimming`, async () => {
      const productId = await newTea();
      const customer = await signUp(app);
      const longest = 'a'.repeat(REVIEW_MAX);
      const id = insertedId(await post(customer, { productId, review: `\n  ${longest}  \t`, rating: 3 }));
      expect((await storedOne(id))?.review).toBe(longest);
    });

    it.each<[string, object, string, string | RegExp]>([
      ['no text', { rating: 4 }, 'review', reviewMessages.reviewRequired],
      ['empty text', { review: '', rating: 4 }, 'review', reviewMessages.reviewRequired],
      ['whitespace only', { review: ' \n\t  ', rating: 4 }, 'review', reviewMessages.reviewRequired],
      ['text that is not a string', { review: 42, rating: 4 }, 'review', reviewMessages.reviewRequired],
      [
        `${REVIEW_MAX + 1} characters`,
        { review: 'a'.repeat(REVIEW_MAX + 1), rating: 4 },
        'review',
        reviewMessages.reviewTooLong,
      ],
      ['a NUL character', { review: 'Good\u0000tea', rating: 4 }, 'review', /NUL/],
      ['no rating', { review: 'Good' }, 'rating', reviewMessages.rating],
      ['rating 0', { review: 'Good', rating: 0 }, 'rating', reviewMessages.rating],
      ['rating 6', { review: 'Good', rating: 6 }, 'rating', reviewMessages.rating],
      ['rating 2.5', { review: 'Good', rating: 2.5 }, 'rating', reviewMessages.rating],
      ['rating -1', { review: 'Good', rating: -1 }, 'rating', reviewMessages.rating],
      ['rating as text', { review: 'Good', rating: '5' }, 'rating', reviewMessages.rating],
      ['rating null', { review: 'Good', rating: null }, 'rating', reviewMessages.rating],
    ])('refuses %s with 400 naming the field, and keeps nothing', async (_case, body, field, message) => {
      const productId = await newTea();
      const customer = await signUp(app);
      const before = (await stored()).length;
      const res = await post(customer, { productId, ...body });
      expectApiError(res, 400, field, message);
      expect((await stored()).length).toBe(before);
    });

    it('refuses a missing or oversized product id with 400 naming productId', async () => {
      const customer = await signUp(app);
      expectApiError(await post(customer, { review: 'Good', rating: 4 }), 400, 'productId');
      expectApiError(await post(customer, { productId: '', review: 'Good', rating: 4 }), 400, 'productId');
      expectApiError(await post(customer, { productId: 'p'.repeat(65), review: 'Good', rating: 4 }), 400, 'productId');
      expectApiError(await post(customer, { productId: 'prod_\u0000', review: 'Good', rating: 4 }), 400, 'productId');
      expectApiError(await post(customer, { productId: "' or 1=1 --", review: 'Good', rating: 4 }), 400, 'productId');
    });

    it('answers 404 for a product that does not exist (or no longer does), keeping nothing', async () => {
      const customer = await signUp(app);
      const before = (await stored()).length;
      const notFound = (productId: string) => post(customer, { productId, review: 'Lovely', rating: 4 });
      expectApiError(await notFound(MISSING_PRODUCT), 404, undefined, 'This product does not exist');
      const gone = await newTea('Gone Genmaicha');
      await deleteProduct(app.db, gone);
      expectApiError(await notFound(gone), 404);
      expect((await stored()).length).toBe(before);
    });

    it('refuses a body that is not JSON, an empty body, plain text and an oversized body', async () => {
      const customer = await signUp(app);
      const send = (payload: string, contentType: string) =>
        app.inject({
          method: 'POST',
          url: '/api/reviews',
          headers: { ...customer.headers, 'content-type': contentType },
          payload,
        });
      expectApiError(await send('{"review":', 'application/json'), 400);
      expectApiError(await send('', 'application/json'), 400);
      expectApiError(await send('nice tea', 'text/plain'), 400, 'body');
      expectApiError(await send('<review/>', 'application/xml'), 415);
      expectApiError(await post(customer, { productId: MISSING_PRODUCT, review: 'x'.repeat(40_000), rating: 4 }), 413);
    });

    it('answers 401 to a visitor who is not signed in, keeping nothing', async () => {
      const productId = await newTea();
      const before = (await stored()).length;
      expectApiError(await post(null, { productId, review: 'Anonymous praise', rating: 5 }), 401);
      expect((await stored()).length).toBe(before);
    });

    it('replaces the first review when the same customer reviews the product again', async () => {
      const productId = await newTea('Twice Tieguanyin');
      const customer = await signUp(app);
      const first = await post(customer, { productId, review: 'Too floral for me.', rating: 2 });
      expect(first.statusCode).toBe(201);
      const firstDate = Date.parse((await listed()).find((r) => r._id === first.json().insertedId)!.createdAt);

      const second = await post(customer, { productId, review: 'Grew on me: now a favourite.', rating: 5 });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual({ insertedId: first.json().insertedId });

      const mine = (await stored()).filter((r) => r.productId === productId);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ review: 'Grew on me: now a favourite.', rating: 5 });
      // The replacement is the newest review.
      const [newest] = await listed();
      expect(newest).toMatchObject({ _id: first.json().insertedId, review: 'Grew on me: now a favourite.' });
      expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(firstDate);

      // Someone else's review of the same tea is their own.
      const other = await signUp(app);
      expect((await post(other, { productId, review: 'Not for me.', rating: 3 })).statusCode).toBe(201);
      expect((await stored()).filter((r) => r.productId === productId)).toHaveLength(2);
    });

    it('keeps one review when the same customer sends two at once', async () => {
      const productId = await newTea('Race Rooibos');
      const customer = await signUp(app);
      const answers = await Promise.all([
        post(customer, { productId, review: 'One', rating: 3 }),
        post(customer, { productId, review: 'Two', rating: 4 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
      expect((await stored()).filter((r) => r.productId === productId)).toHaveLength(1);
    });

    it('stores markup exactly as typed and answers it as JSON text', async () => {
      const productId = await newTea('Markup Matcha');
      const customer = await signUp(app, { name: '<b>Bold</b> Bea' });
      const markup = `<script>alert("x")</script><img src=x onerror="alert('y')"> & "quotes" </p>`;
      const id = insertedId(await post(customer, { productId, review: markup, rating: 4 }));
      expect((await storedOne(id))?.review).toBe(markup);
      const res = await app.inject('/api/reviews?limit=100');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().find((r: ReviewBody) => r._id === id)).toMatchObject({
        review: markup,
        user: '<b>Bold</b> Bea',
      });
    });

    it(`allows ${REVIEW_RATE_LIMIT} reviews a minute per customer, then answers 429`, async () => {
      const productId = await newTea('Limit Lapsang');
      const busy = await signUp(app);
      const codes: number[] = [];
      for (let i = 0; i < REVIEW_RATE_LIMIT + 2; i++) {
        codes.push((await post(busy, { productId, review: `Take ${i}`, rating: 4 })).statusCode);
      }
      expect(codes).toEqual([201, ...Array(REVIEW_RATE_LIMIT - 1).fill(200), 429, 429]);
      const limited = await post(busy, { productId, review: 'Once more', rating: 4 });
      expectApiError(limited, 429, undefined, /Too many requests/);
      // The last review kept is the last one let through.
      expect((await stored()).filter((r) => r.productId === productId).map((r) => r.review)).toEqual([
        `Take ${REVIEW_RATE_LIMIT - 1}`,
      ]);
      // Another customer, from the same address, is not held up.
      const calm = await signUp(app);
      expect((await post(calm, { productId, review: 'Smoky.', rating: 5 })).statusCode).toBe(201);
    });
  });

  describe('GET /api/reviews', () => {
    it('lists newest first, pages with limit and offset, and gives the total', async () => {
      const productId = await newTea('Paging Pekoe');
      for (let i = 0; i < 3; i++) {
        const customer = await signUp(app);
        insertedId(await post(customer, { productId, review: `Page review ${i}`, rating: 3 }));
      }
      const all = await app.inject('/api/reviews?limit=100');
      const list: ReviewBody[] = all.json();
      expect(all.headers['x-total-count']).toBe(String(list.length));
      expect(list.slice(0, 3).map((r) => r.review)).toEqual(['Page review 2', 'Page review 1', 'Page review 0']);
      const dates = list.map((r) => Date.parse(r.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);

      const page = await app.inject('/api/reviews?limit=2&offset=1');
      expect(page.json().map((r: ReviewBody) => r._id)).toEqual(list.slice(1, 3).map((r) => r._id));
      expect(page.headers['x-total-count']).toBe(String(list.length));
      expect((await app.inject(`/api/reviews?offset=${list.length}`)).json()).toEqual([]);
    });

    it('answers the home page its six newest', async () => {
      const productId = await newTea('Home Hojicha');
      for (let i = 0; i < 7; i++) {
        insertedId(await post(await signUp(app), { productId, review: `Home review ${i}`, rating: 4 }));
      }
      const res = await app.inject('/api/reviews?limit=6');
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: ReviewBody) => r.review)).toEqual([6, 5, 4, 3, 2, 1].map((i) => `Home review ${i}`));
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(7);
    });

    it.each(['limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'offset=-1', 'offset=x'])(
      'refuses ?%s naming the parameter',
      async (query) => {
        expectApiError(await app.inject(`/api/reviews?${query}`), 400, query.split('=')[0]);
      },
    );
  });

  describe('addresses: masked in public, whole for the admins', () => {
    const all = (who: Session | null, query = 'limit=100') =>
      app.inject({ url: `/api/reviews/all?${query}`, headers: who?.headers ?? {} });

    it('never puts a full address in the public list, whoever asks, and answers everyone alike', async () => {
      const productId = await newTea('Private Pouchong');
      const author = await signUp(app, { name: 'Maya Quiet' });
      const id = insertedId(await post(author, { productId, review: 'Quietly lovely.', rating: 4 }));
      const masked = maskEmail(author.email);
      expect(masked).toMatch(/^u•••@example\.com$/);
      const customer = await signUp(app);
      const bodies: string[] = [];
      for (const who of [null, customer, author, admin]) {
        for (const url of ['/api/reviews?limit=100', '/api/reviews?limit=6']) {
          const res = await app.inject({ url, headers: who?.headers ?? {} });
          expect(res.statusCode).toBe(200);
          expect(res.body).not.toContain(author.email);
          expect(res.body).not.toMatch(/[\w.+-]{2,}@example\.com/);
          expect(res.json().find((r: ReviewBody) => r._id === id)).toMatchObject({ user: 'Maya Quiet', email: masked });
          if (url.endsWith('100')) bodies.push(res.body);
        }
      }
      expect(new Set(bodies).size).toBe(1);
    });

    it('gives the admins every address whole on their own list, paged like the public one', async () => {
      const productId = await newTea('Whole Wuyi');
      const author = await signUp(app);
      const id = insertedId(await post(author, { productId, review: 'Rocky and warm.', rating: 5 }));
      const res = await all(admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const list: ReviewBody[] = res.json();
      expect(res.headers['x-total-count']).toBe(String(list.length));
      expect(list.find((r) => r._id === id)).toMatchObject({ email: author.email, review: 'Rocky and warm.' });
      // The same reviews in the same order as the public list, only with whole addresses.
      const publicList: ReviewBody[] = (await app.inject('/api/reviews?limit=100')).json();
      expect(list.map((r) => r._id)).toEqual(publicList.map((r) => r._id));
      const page = await all(admin, 'limit=2&offset=1');
      expect(page.json().map((r: ReviewBody) => r._id)).toEqual(list.slice(1, 3).map((r) => r._id));
    });

    it('refuses the admin list to customers (403) and visitors (401), and bad paging (400)', async () => {
      const customer = await signUp(app);
      expectApiError(await all(customer), 403);
      expectApiError(await all(null), 401);
      for (const query of ['limit=0', 'limit=101', 'offset=-1']) {
        expectApiError(await all(admin, query), 400, query.split('=')[0]);
      }
    });
  });

  describe('DELETE /api/reviews/{id}', () => {
    const aReview = async () => {
      const productId = await newTea('Delete Darjeeling');
      const author = await signUp(app);
      const id = insertedId(await post(author, { productId, review: 'To be removed', rating: 2 }));
      return { author, id };
    };

    it('lets the author delete their own review', async () => {
      const { author, id } = await aReview();
      const res = await remove(author, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deletedCount: 1 });
      expect(await storedOne(id)).toBeUndefined();
      expect((await listed()).map((r) => r._id)).not.toContain(id);
      expectApiError(await remove(author, id), 404, undefined, 'This review does not exist');
    });

    it("refuses another customer's deletion with 403 and a visitor's with 401", async () => {
      const { id } = await aReview();
      const other = await signUp(app);
      expectApiError(await remove(other, id), 403);
      expectApiError(await remove(null, id), 401);
      expect(await storedOne(id)).toBeDefined();
    });

    it('lets an admin delete any review', async () => {
      const { id } = await aReview();
      const res = await remove(admin, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deletedCount: 1 });
      expect(await storedOne(id)).toBeUndefined();
    });

    it('leaves the review of a removed account, anonymised, to the admins', async () => {
      const { author, id } = await aReview();
      const removed = await app.inject({ method: 'DELETE', url: `/api/user/${author.email}`, headers: admin.headers });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await storedOne(id)).toMatchObject({
        userId: null,
        userName: FORMER_CUSTOMER,
        email: '',
        userPhoto: null,
        review: 'To be removed',
        rating: 2,
      });
      const someone = await signUp(app);
      expectApiError(await remove(someone, id), 403);
      expect((await remove(admin, id)).json()).toEqual({ deletedCount: 1 });
    });

    it('answers 404 for an unknown id and 400 (never 500) for a malformed one', async () => {
      const customer = await signUp(app);
      for (const who of [customer, admin]) {
        expectApiError(await remove(who, MISSING_REVIEW), 404, undefined, 'This review does not exist');
        for (const malformed of ["'%20or%201=1--", 'x'.repeat(65), '..%2F..%2Fetc', 'REV_00000000000000000000000000']) {
          expectApiError(await remove(who, malformed), 400, 'id', 'This is not a review id');
        }
        // PostgreSQL text cannot hold a NUL: refused before any query.
        for (const withNul of ['%00', 'rev_%00']) expectApiError(await remove(who, withNul), 400);
      }
      expectApiError(await remove(null, MISSING_REVIEW), 401);
    });
  });

  describe('the average rating and review count on product listings', () => {
    const fromList = async (id: string): Promise<ProductBody | undefined> =>
      (await app.inject('/api/products?limit=100')).json().find((p: ProductBody) => p._id === id);
    const fromPage = async (id: string): Promise<ProductBody> => (await app.inject(`/api/products/${id}`)).json();
    const expectStanding = async (id: string, rating: number | null, reviewCount: number) => {
      expect(await fromList(id)).toMatchObject({ rating, reviewCount });
      expect(await fromPage(id)).toMatchObject({ rating, reviewCount });
    };

    it('shows null and 0 before any review, then the average to one decimal and the count', async () => {
      const productId = await newTea('Average Assam');
      await expectStanding(productId, null, 0);

      const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
      insertedId(await post(a, { productId, review: 'Malty', rating: 5 }));
      await expectStanding(productId, 5, 1);
      insertedId(await post(b, { productId, review: 'Good', rating: 4 }));
      const cId = insertedId(await post(c, { productId, review: 'Good too', rating: 4 }));
      await expectStanding(productId, 4.3, 3); // 13 / 3

      // A replaced review counts once, with its new rating.
      insertedId(await post(b, { productId, review: 'Changed my mind', rating: 1 }));
      await expectStanding(productId, 3.3, 3); // 10 / 3

      expect((await remove(admin, cId)).statusCode).toBe(200);
      await expectStanding(productId, 3, 2);
    });

    it('keeps each product to its own reviews', async () => {
      const one = await newTea('One Oolong');
      const two = await newTea('Two Oolong');
      const customer = await signUp(app);
      insertedId(await post(customer, { productId: one, review: 'Yes', rating: 2 }));
      await expectStanding(one, 2, 1);
      await expectStanding(two, null, 0);
    });

    it('goes back to none when the last review is deleted', async () => {
      const productId = await newTea('Lonely Lung Ching');
      const author = await signUp(app);
      const id = insertedId(await post(author, { productId, review: 'Only me', rating: 3 }));
      await expectStanding(productId, 3, 1);
      expect((await remove(author, id)).statusCode).toBe(200);
      await expectStanding(productId, null, 0);
    });
  });
});

/** Two app servers on one database: a review on one must reach the other's catalogue list. */
describe('review ratings across app servers', () => {
  const [one, two] = useTwoAppServers({ AUTH_RATE_LIMIT: '1000', CATALOGUE_REFRESH_MS: '300' });

  const standing = async (app: TestApp, id: string) => {
    const found = (await app.inject('/api/products?limit=100')).json().find((p: ProductBody) => p._id === id);
    return found && { rating: found.rating, reviewCount: found.reviewCount };
  };

  it('shows a new, a replaced and a deleted review on the other server within the refresh age', async () => {
    const productId = await insertProduct(one.db, { ...TEA, name: 'Shared Shincha' }, CURATOR);
    one.catalogue.invalidate();
    two.catalogue.invalidate();
    expect(await standing(two, productId)).toEqual({ rating: null, reviewCount: 0 });

    const customer = await signUp(one);
    const poll = { timeout: 5_000, interval: 100 };
    const send = (rating: number) =>
      one.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: customer.headers,
        payload: { productId, review: 'Fresh', rating },
      });

    const first = await send(5);
    expect(first.statusCode, first.body).toBe(201);
    expect(await standing(one, productId)).toEqual({ rating: 5, reviewCount: 1 });
    await expect.poll(() => standing(two, productId), poll).toEqual({ rating: 5, reviewCount: 1 });

    expect((await send(2)).statusCode).toBe(200);
    await expect.poll(() => standing(two, productId), poll).toEqual({ rating: 2, reviewCount: 1 });

    const gone = await one.inject({
      method: 'DELETE',
      url: `/api/reviews/${first.json().insertedId}`,
      headers: customer.headers,
    });
    expect(gone.statusCode).toBe(200);
    await expect.poll(() => standing(two, productId), poll).toEqual({ rating: null, reviewCount: 0 });
  });
});

describe('who may weigh on a tea’s rating', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', REVIEW_CLIENT_RATE_LIMIT: '4' } });
  const newTea = (name: string) => insertProduct(app.db, { ...TEA, name }, CURATOR);
  const post = (who: Session, payload: object, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/reviews', headers: who.headers, payload, remoteAddress });
  const ratingOf = async (productId: string): Promise<ProductBody> =>
    (await app.inject(`/api/products/${productId}`)).json();

  it('refuses a review from an account whose address is not verified, and keeps nothing', async () => {
    const productId = await newTea('Unproven Oolong');
    const throwaway = await signUp(app, { verified: false });
    const res = await post(throwaway, { productId, review: 'Five stars!', rating: 5 }, '10.0.0.1');
    const body = expectApiError(res, 403, undefined, reviewMessages.verifyFirst);
    expect(body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await app.db.select().from(reviews).where(eq(reviews.productId, productId))).toEqual([]);
    expect((await ratingOf(productId)).reviewCount).toBe(0);
  });

  it('keeps one review per reviewer and tea: a second one replaces the first', async () => {
    const productId = await newTea('Once Only Oolong');
    const customer = await signUp(app);
    expect((await post(customer, { productId, review: 'Good.', rating: 2 }, '10.0.0.2')).statusCode).toBe(201);
    expect((await post(customer, { productId, review: 'Better.', rating: 5 }, '10.0.0.2')).statusCode).toBe(200);
    const kept = await app.db.select().from(reviews).where(eq(reviews.productId, productId));
    expect(kept.map((r) => [r.review, r.rating])).toEqual([['Better.', 5]]);
    expect(await ratingOf(productId)).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('limits the reviews one client address sends a minute, whichever accounts send them', async () => {
    const productId = await newTea('Crowded Ceylon');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const customer = await signUp(app);
      codes.push((await post(customer, { productId, review: `Review ${i}`, rating: 5 }, '10.0.0.3')).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 429, 429]);
    // Another address is not held up.
    const elsewhere = await signUp(app);
    expect((await post(elsewhere, { productId, review: 'Calm.', rating: 3 }, '10.0.0.4')).statusCode).toBe(201);
    expect((await ratingOf(productId)).reviewCount).toBe(5);
  });
});

describe('reviewers named as the owner prefers (REVIEWER_NAMES), on a domain of their own', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', REVIEWER_NAMES: 'first-and-initial' } });

  it('shows the first name and initial, and never the domain that could name the reviewer', async () => {
    const productId = await insertProduct(app.db, { ...TEA, name: 'Own Domain Oolong' }, CURATOR);
    const author = await signUp(app, { name: 'Beatrix Greenleaf', email: `bea.${Date.now()}@green-leaf.store` });
    const res = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: author.headers,
      payload: { productId, review: 'Grown by friends.', rating: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await app.inject('/api/reviews?limit=100');
    expect(list.body).not.toContain('green-leaf');
    expect(list.body).not.toContain('Greenleaf');
    expect(list.json().find((r: ReviewBody) => r.review === 'Grown by friends.')).toMatchObject({
      user: 'Beatrix G.',
      email: 'b•••@•••.store',
      verifiedBuyer: false,
    });
  });
});
