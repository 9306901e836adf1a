import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/lib/kept-page.ts';
import { useTestApp } from './helpers/app.ts';

describe('the public lists kept in memory, compressed', () => {
  const app = useTestApp({ seeded: true });
  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('answer a browser in Brotli or gzip, the same list as uncompressed, and say the answer varies', async () => {
    for (const url of ['/api/products', '/api/products?category=Green%20Tea&sort=name', '/api/reviews?limit=6']) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toContain('Accept-Encoding');

      const br = await get(url, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);

      for (const answer of [br, gzip]) {
        expect(answer.headers.etag, url).toBe(plain.headers.etag);
        expect(answer.headers['x-total-count'], url).toBe(plain.headers['x-total-count']);
      }
    }
  });

  it('answer the same bytes every time, and 304 to a browser that has the list, whatever it accepts', async () => {
    const first = await get('/api/products', 'br');
    expect((await get('/api/products', 'br')).rawPayload.equals(first.rawPayload)).toBe(true);
    const again = await app.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compress a page once, on the first request that asks, and keep it with the page', async () => {
    // A page no other test here asks for.
    const kept = await app.catalogue.page({ limit: 7, offset: 0 });
    expect(kept.encoded).toEqual({});
    const first = await get('/api/products?limit=7', 'gzip');
    expect(kept.encoded.gzip?.equals(first.rawPayload)).toBe(true);
    const stored = kept.encoded.gzip;
    await get('/api/products?limit=7', 'gzip');
    expect(kept.encoded.gzip).toBe(stored);
    expect(kept.encoded.br).toBeUndefined();
  });

  it('send a short list as it is', async () => {
    const res = await get('/api/products?q=no-such-tea-anywhere', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual([]);
  });
});

describe('choosing the encoding from Accept-Encoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0,gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=oops, gzip')).toBe('gzip');
  });
});
