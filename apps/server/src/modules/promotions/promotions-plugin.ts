import { keptReadingPlugin } from '../../lib/kept-reading.ts';
import { KeptPromotions } from './kept-promotions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's promotions, kept in memory while nothing changed (docs/decisions/0035-promotions.md). */
    promotions: KeptPromotions;
  }
}

/**
 * The promotions each app server keeps (./kept-promotions.ts), forgotten as the database announces a
 * change of them on `shop_changed` (migration 0034), whoever made it.
 */
export default keptReadingPlugin('promotions', () => new KeptPromotions(), ['promotions']);
