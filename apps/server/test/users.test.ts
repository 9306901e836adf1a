import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, session, user } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

describe('user administration', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  let admin: Session;
  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin', name: 'Ada Admin' });
  });

  const roleOf = async (email: string) => (await app.db.select().from(user).where(eq(user.email, email)))[0]?.role;

  it('lists users with _id, email, role, name and date', async () => {
    const customer = await signUp(app, { name: 'Cleo Customer' });
    const res = await app.inject({ url: '/api/user', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const listed = res.json().find((u: { email: string }) => u.email === customer.email);
    expect(listed).toMatchObject({
      _id: expect.any(String),
      email: customer.email,
      role: 'user',
      name: 'Cleo Customer',
      createdAt: expect.any(String),
    });
  });

  it('makes an admin (modifiedCount 1, then 0), and the admin lookup follows', async () => {
    const customer = await signUp(app);
    const lookup = () => app.inject({ url: `/api/admin/${customer.email}`, headers: customer.headers });
    expect((await lookup()).json()).toEqual({ admin: false });
    const first = await app.inject({ method: 'PUT', url: `/api/user/admin/${customer.email}`, headers: admin.headers });
    expect(first.json()).toEqual({ modifiedCount: 1 });
    const again = await app.inject({ method: 'PUT', url: `/api/user/admin/${customer.email}`, headers: admin.headers });
    expect(again.json()).toEqual({ modifiedCount: 0 });
    expect((await lookup()).json()).toEqual({ admin: true });
    // The new admin's existing session carries the new role at once.
    expect((await app.inject({ url: '/api/user', headers: customer.headers })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown e-mail', async () => {
    expectApiError(
      await app.inject({ method: 'PUT', url: '/api/user/admin/nobody@example.com', headers: admin.headers }),
      404,
    );
    expectApiError(
      await app.inject({ method: 'DELETE', url: '/api/user/nobody@example.com', headers: admin.headers }),
      404,
    );
  });

  it('demotes an admin, but never the last one', async () => {
    const second = await signUp(app, { role: 'admin' });
    const res = await app.inject({ method: 'DELETE', url: `/api/user/admin/${second.email}`, headers: admin.headers });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(second.email)).toBe('user');

    // Every other admin steps down; the last one cannot.
    const others = (await app.db.select().from(user).where(eq(user.role, 'admin'))).filter(
      (u) => u.email !== admin.email,
    );
    for (const other of others) {
      await app.inject({ method: 'DELETE', url: `/api/user/admin/${other.email}`, headers: admin.headers });
    }
    expectApiError(
      await app.inject({ method: 'DELETE', url: `/api/user/admin/${admin.email}`, headers: admin.headers }),
      409,
      undefined,
      'The shop must keep at least one administrator',
    );
    expectApiError(
      await app.inject({ method: 'DELETE', url: `/api/user/${admin.email}`, headers: admin.headers }),
      409,
    );
    expect(await roleOf(admin.email)).toBe('admin');
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const a = await signUp(app, { role: 'admin' });
    const b = await signUp(app, { role: 'admin' });
    await app.db.update(user).set({ role: 'user' }).where(eq(user.email, admin.email));
    try {
      const results = await Promise.all([
        app.inject({ method: 'DELETE', url: `/api/user/admin/${b.email}`, headers: a.headers }),
        app.inject({ method: 'DELETE', url: `/api/user/admin/${a.email}`, headers: b.headers }),
      ]);
      // One wins; the other is refused as the last admin (409) or as no longer an admin (403).
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      expect(await app.db.select().from(user).where(eq(user.role, 'admin'))).toHaveLength(1);
    } finally {
      await app.db.update(user).set({ role: 'admin' }).where(eq(user.email, admin.email));
    }
  });

  it('removes a user with their sessions, keeping their orders for the books', async () => {
    const customer = await signUp(app);
    const [row] = await app.db.select().from(user).where(eq(user.email, customer.email));
    await app.db.insert(orders).values({
      id: newId('ord'),
      userId: row!.id,
      name: 'Dragon Well',
      category: 'Green Tea',
      brand: 'Hangzhou Hills',
      description: 'd',
      photo: '/x',
      unitPriceCents: 1850,
      quantity: 2,
      totalCents: 3700,
      subtotalCents: 3700,
      customerName: customer.name,
      email: customer.email,
      address: '1 Leaf Lane',
    });
    const res = await app.inject({ method: 'DELETE', url: `/api/user/${customer.email}`, headers: admin.headers });
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await app.db.select().from(user).where(eq(user.email, customer.email))).toHaveLength(0);
    expect(await app.db.select().from(session).where(eq(session.userId, row!.id))).toHaveLength(0);
    const kept = await app.db.select().from(orders).where(eq(orders.email, customer.email));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.userId).toBeNull();
    expectApiError(await app.inject({ url: '/api/profile', headers: customer.headers }), 401);
  });
});

describe('profile', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const save = (who: Session, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/profile', headers: who.headers, payload });
  const profileOf = async (who: Session) => (await app.inject({ url: '/api/profile', headers: who.headers })).json();

  it('reads and saves name, phone, company, bio and photo', async () => {
    const customer = await signUp(app, { name: 'Pat' });
    const saved = await save(customer, {
      name: 'Pat Green',
      phone: '+47 400 00 000',
      company: 'Leaf & Co',
      bio: 'Oolong fan',
      image: 'https://example.com/me.png',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await profileOf(customer)).toMatchObject({
      name: 'Pat Green',
      phone: '+47 400 00 000',
      company: 'Leaf & Co',
      bio: 'Oolong fan',
      image: 'https://example.com/me.png',
      email: customer.email,
    });
  });

  it.each([
    [{}, 'name', 'Please Enter You Name'],
    [{ name: '  ' }, 'name', 'Please Enter You Name'],
    [{ name: 'A', bio: 'x'.repeat(1001) }, 'bio', /at most 1000/],
    [{ name: 'A', image: 'javascript:alert(1)' }, 'image', /https/],
    [{ name: 'A', phone: 5 }, 'phone', /.+/],
  ])('refuses %j naming %s and changes nothing', async (payload, field, message) => {
    const customer = await signUp(app, { name: 'Unchanged' });
    expectApiError(await save(customer, payload), 400, field, message);
    expect((await profileOf(customer)).name).toBe('Unchanged');
  });

  it('ignores an e-mail or a role in the body', async () => {
    const customer = await signUp(app);
    const res = await save(customer, { name: 'X', email: 'evil@example.com', role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: customer.email, role: 'user' });
  });
});
