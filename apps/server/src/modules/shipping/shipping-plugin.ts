import { keptReadingPlugin } from '../../lib/kept-reading.ts';
import { DELIVERY_TABLES, KeptShipping } from './rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's delivery and tax, kept in memory while nothing changed (docs/decisions/0033-shipping-and-tax.md). */
    shipping: KeptShipping;
  }
}

/**
 * The delivery and tax each app server keeps (./rules.ts), forgotten as the database announces a
 * change of them on `shop_changed` (migration 0044), whoever made it.
 */
export default keptReadingPlugin('shipping', () => new KeptShipping(), DELIVERY_TABLES);
