import { describe, expect, it } from 'vitest';
import { requestLimits } from '../src/db/schema/index.ts';
import { countRequest } from '../src/plugins/rate-limits.ts';
import { expectApiError, type TestApp, useTwoAppServers } from './helpers/app.ts';

const message = { name: 'Ola Nordmann', email: 'ola@example.com', message: 'Do you ship to Bergen?' };

describe('rate limits kept in the database', () => {
  const [first, second] = useTwoAppServers({ CONTACT_RATE_LIMIT: '3', TRUST_PROXY: 'true' });

  const send = (app: TestApp, address: string) =>
    app.inject({ method: 'POST', url: '/api/contact', payload: message, headers: { 'x-forwarded-for': address } });

  it('counts a client against one limit whichever app server answers it', async () => {
    const codes = [];
    for (const app of [first, second, first, second, first]) codes.push((await send(app, '203.0.113.7')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    expectApiError(
      await send(second, '203.0.113.7'),
      429,
      undefined,
      /Too many requests\. Please try again in \d+ seconds\./,
    );
    // Another client has a limit of its own.
    expect((await send(second, '203.0.113.8')).statusCode).toBe(201);
  });

  it('starts a new window once the last one has ended, and keeps each key apart', async () => {
    const { db } = first;
    expect(await countRequest(db, 'test|a', 200)).toMatchObject({ current: 1 });
    const second = await countRequest(db, 'test|a', 200);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(200);
    expect(await countRequest(db, 'test|b', 200)).toMatchObject({ current: 1 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await countRequest(db, 'test|a', 200)).toMatchObject({ current: 1 });
  });

  it('never loses a count when requests race', async () => {
    const { db } = first;
    const results = await Promise.all(Array.from({ length: 20 }, () => countRequest(db, 'test|race', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const rows = await db.select().from(requestLimits);
    expect(rows.find((row) => row.key === 'test|race')?.hits).toBe(20);
  });
});
