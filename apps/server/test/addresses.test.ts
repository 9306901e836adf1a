import { ADDRESSES_MAX } from '@teatree/shared/schemas/address';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADA } from '../../../packages/shared/test/addresses.ts';
import { addresses } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { type Session, signUp, useSession } from './helpers/sessions.ts';

describe('a customer’s kept addresses', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const customer = useSession(app, { name: 'Ada Lovelace' });
  const other = useSession(app, { name: 'Otto Other' });

  const { call } = apiCalls(app, () => customer);
  const add = async (who: Session, address: object = ADA) => {
    const res = await call('POST', '/api/addresses', address, who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; isDefault: boolean; line: string };
  };
  const list = async (who: Session) =>
    (await call('GET', '/api/addresses', undefined, who)).json() as Record<string, unknown>[];

  it('keeps an address, the first as the default, written as one line', async () => {
    const who = await signUp(app);
    const saved = await add(who);
    expect(saved).toMatchObject({
      ...ADA,
      isDefault: true,
      line: 'Ada Lovelace, 12 Tea Lane, Flat 2, Springfield, IL 62701, United States',
    });
    const res = await call('GET', '/api/addresses', undefined, who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual([saved]);
  });

  it('is for signed-in customers only: a visitor gets 401 on every route', async () => {
    const { id } = await add(customer);
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', `/api/addresses/${id}`],
      ['DELETE', `/api/addresses/${id}`],
      ['POST', `/api/addresses/${id}/default`],
    ] as const) {
      expectApiError(await call(method, url, ADA, null), 401);
    }
  });

  it("never shows, changes or deletes another customer's address: 404 as one that does not exist", async () => {
    const { id } = await add(customer);
    expect(await list(other)).not.toContainEqual(expect.objectContaining({ id }));
    expectApiError(await call('PUT', `/api/addresses/${id}`, ADA, other), 404, undefined, 'There is no such address');
    expectApiError(await call('DELETE', `/api/addresses/${id}`, undefined, other), 404);
    expectApiError(await call('POST', `/api/addresses/${id}/default`, undefined, other), 404);
    expectApiError(await call('PUT', '/api/addresses/adr_nothing', ADA, customer), 404);
    expect(await list(customer)).toContainEqual(expect.objectContaining({ id, line1: '12 Tea Lane' }));
  });

  it('names each bad field in the words of the country, and keeps nothing', async () => {
    const who = await signUp(app);
    expectApiError(
      await call('POST', '/api/addresses', { ...ADA, postalCode: '627' }, who),
      400,
      'postalCode',
      'Enter a ZIP code like 95014',
    );
    expectApiError(await call('POST', '/api/addresses', { ...ADA, region: '' }, who), 400, 'region', 'Choose a state');
    expectApiError(await call('POST', '/api/addresses', { ...ADA, phone: 'call me' }, who), 400, 'phone');
    expectApiError(await call('POST', '/api/addresses', { ...ADA, country: 'XX' }, who), 400, 'country');
    expectApiError(await call('POST', '/api/addresses', { ...ADA, line1: 'x'.repeat(121) }, who), 400, 'line1');
    const several = expectApiError(
      await call('POST', '/api/addresses', { ...ADA, city: '', fullName: '' }, who),
      400,
      'city',
      'Enter a city',
    );
    expect(several.fields).toHaveProperty('fullName');
    expectApiError(await call('POST', '/api/addresses', ['not', 'an', 'address'], who), 400);
    expect(await list(who)).toEqual([]);
    const { id } = await add(who);
    expectApiError(await call('PUT', `/api/addresses/${id}`, { ...ADA, postalCode: 'ABCDE' }, who), 400, 'postalCode');
    expect(await list(who)).toEqual([expect.objectContaining({ postalCode: '62701' })]);
  });

  it('asks a state, a province or an area where the country has them, and no postcode in Hong Kong', async () => {
    const who = await signUp(app);
    const canada = { ...ADA, country: 'CA', city: 'Montréal', region: 'QC', postalCode: 'h3z 2y7' };
    expect(await add(who, canada)).toMatchObject({ region: 'QC', postalCode: 'H3Z 2Y7' });
    expectApiError(
      await call('POST', '/api/addresses', { ...canada, region: 'Texas' }, who),
      400,
      'region',
      'Choose a province',
    );
    const hongKong = { ...ADA, country: 'HK', city: 'Mong Kok', region: 'Kowloon', postalCode: '' };
    const kept = await add(who, hongKong);
    expect(kept).toMatchObject({ postalCode: '', line: expect.stringContaining('Kowloon, Hong Kong') });
    expectApiError(
      await call('POST', '/api/addresses', { ...hongKong, region: '' }, who),
      400,
      'region',
      'Choose an area',
    );
    // An Irish address needs no Eircode.
    await add(who, { ...ADA, country: 'IE', city: 'Dublin', region: '', postalCode: '' });
  });

  it('changes an address and keeps whether it is the default', async () => {
    const who = await signUp(app);
    const { id } = await add(who);
    const res = await call('PUT', `/api/addresses/${id}`, { ...ADA, line1: '14 Tea Lane', line2: '' }, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, line1: '14 Tea Lane', line2: '', isDefault: true });
  });

  it('has exactly one default: a new default replaces the old, and deleting it names the oldest left', async () => {
    const who = await signUp(app);
    const first = await add(who);
    const second = await add(who, { ...ADA, line1: '2 Leaf Road' });
    const third = await add(who, { ...ADA, line1: '3 Leaf Road' });
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);

    const made = await call('POST', `/api/addresses/${third.id}/default`, undefined, who);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ id: third.id, isDefault: true });
    const after = await list(who);
    expect(after.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);

    const removed = await call('DELETE', `/api/addresses/${third.id}`, undefined, who);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    await call('DELETE', `/api/addresses/${second.id}`, undefined, who);
    await call('DELETE', `/api/addresses/${first.id}`, undefined, who);
    expect(await list(who)).toEqual([]);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses an account`, async () => {
    const who = await signUp(app);
    const userId = await userIdOf(who);
    // Nineteen kept straight in the table, the twentieth through the API.
    await app.db.insert(addresses).values(
      Array.from({ length: ADDRESSES_MAX - 1 }, (_, i) => ({
        ...ADA,
        id: `adr_full${i}`,
        userId,
        isDefault: i === 0,
      })),
    );
    await add(who);
    expectApiError(await call('POST', '/api/addresses', ADA, who), 409, undefined, /at most 20 addresses/);
    expect(await list(who)).toHaveLength(ADDRESSES_MAX);
  });

  async function userIdOf(who: Session): Promise<string> {
    return (await call('GET', '/api/profile', undefined, who)).json()._id as string;
  }

  it('goes with the account', async () => {
    const who = await signUp(app);
    await add(who);
    const userId = await userIdOf(who);
    const res = await call('DELETE', '/api/profile', { confirm: 'DELETE' }, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
  });
});
