import { createHash } from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue list cache; every change to a product or its stock clears it. */
    catalogueCache: PageCache;
  }
}

export interface CachedPage {
  body: string;
  etag: string;
  total: number;
}

/**
 * The catalogue's hot reads (the first page, common filters) kept for a few seconds, so a busy shop
 * answers them without touching the database. A write on this server clears it at once; other app
 * servers see the change when their copy expires (`ttlMs`). Browsers revalidate with the ETag.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage & { expires: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<{ body: string; total: number }>): Promise<CachedPage> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit;
    const { body, total } = await load();
    const page = { body, total, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...page, expires: now + this.ttlMs });
    return page;
  }

  clear() {
    this.entries.clear();
  }
}
