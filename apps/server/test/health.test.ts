import { describe, expect, it, vi } from 'vitest';
import { dbKind, useTestApp } from './helpers/app.ts';

describe('GET /api/health', () => {
  const app = useTestApp();

  it('answers 200 while the database answers', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dbKind });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('asks the database at most once a second, however many checks arrive', async () => {
    const ping = vi.spyOn(app.database, 'ping');
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject('/api/health')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(ping.mock.calls.length).toBeLessThanOrEqual(1);
    ping.mockRestore();
  });

  it('answers 503 with a message once the database is gone, at the latest a second later; other reads answer 503 too', async () => {
    await app.database.close();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', message: 'The database is not answering' });
    const products = await app.inject('/api/products');
    expect(products.statusCode).toBe(503);
    expect(products.json()).toMatchObject({
      error: 'Service Unavailable',
      message: expect.stringMatching(/try again/),
    });
  });
});
