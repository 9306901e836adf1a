import { describe, expect, it } from 'vitest';
import { dbKind, useTestApp } from './helpers/app.ts';

describe('GET /api/health', () => {
  const app = useTestApp();

  it('answers 200 while the database answers', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dbKind });
  });

  it('answers 503 with a message once the database is gone, and other reads answer 503 too', async () => {
    await app.database.close();
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
