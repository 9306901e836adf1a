import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { roundInTurn } from '../db/turns.ts';
import { marketingMail } from '../modules/consents/mails.ts';
import { deleteConsents } from '../modules/consents/repository.ts';
import { lineName } from '../modules/products/teas-as-sold.ts';
import type { CustomerMailContext } from './customer-mail-context.ts';

/** At most this many waiting customers are told in one round, however large the restock. */
export const ALERT_ROUND_MAX = 100;
/** How long a round's customers have before the next round of the same tea is told, if stock is left. */
export const ALERT_ROUND_GAP_MINUTES = 60;

interface Ready {
  product_id: string;
  size_key: string;
  name: string;
  size_label: string;
  sizes: number;
  /** How many customers the stock can serve at the size's minimum order. */
  serves: number;
}

/**
 * Tells the customers waiting for a sold-out tea (or size) that it is back (docs/decisions/0044-mails-with-consent.md).
 * In each round, a tea whose stock can serve its size again mails its waiting customers in the order they
 * asked, no more of them than the stock can serve (each at the size's minimum order; at most
 * ALERT_ROUND_MAX), and their alerts end in the same transaction. If stock is left an hour later, the
 * next ones are told. One server writes a round at a time (an advisory lock), so no one is told twice.
 */
export async function tellBackInStock(ctx: CustomerMailContext): Promise<number> {
  return roundInTurn(ctx.db, 'back-in-stock', async (tx) => {
    const ready = await rowsOf<Ready>(
      tx,
      sql`
      select a.product_id, coalesce(a.size_id, '') as size_key, p.name, s.label as size_label,
             (select count(*) from product_sizes x where x.product_id = p.id and x.retired_at is null)::int as sizes,
             (floor(p.stock / case when p.stocked_by = 'weight' then s.grams else 1 end) / s.min_order)::int as serves
        from consents a
        join products p on p.id = a.product_id
        join product_sizes s on s.id = coalesce(a.size_id, (
               select d.id from product_sizes d
                where d.product_id = p.id and d.retired_at is null
                order by d.is_default desc, d.position limit 1))
       where a.kind = 'back_in_stock' and a.status = 'active' and s.retired_at is null
         and floor(p.stock / case when p.stocked_by = 'weight' then s.grams else 1 end) >= s.min_order
         and not exists (
               select 1 from alert_rounds r
                where r.product_id = a.product_id and r.size_key = coalesce(a.size_id, '')
                  and r.told_at > now() - make_interval(mins => ${ALERT_ROUND_GAP_MINUTES}))
       group by a.product_id, coalesce(a.size_id, ''), p.id, p.name, p.stock, p.stocked_by, s.label, s.grams, s.min_order
       limit 20`,
    );
    let told = 0;
    for (const tea of ready) {
      const waiting = await rowsOf<{ id: string; email: string }>(
        tx,
        sql`select id, email from consents
             where kind = 'back_in_stock' and status = 'active' and product_id = ${tea.product_id}
               and coalesce(size_id, '') = ${tea.size_key}
             order by asked_at, id
             limit ${Math.min(ALERT_ROUND_MAX, Math.max(1, tea.serves))}`,
      );
      // An alert for the default size names the tea alone.
      const what = lineName({ name: tea.name, sizeLabel: tea.size_key ? tea.size_label : null }, tea.sizes);
      for (const alert of waiting) {
        await ctx.mailer.send(
          marketingMail(ctx.links, {
            to: alert.email,
            subject: `${what} is back in stock`,
            greeting: 'Good news,',
            intro: [
              `${what} is back in stock. You asked us to tell you, so you are among the first to know.`,
              'Stock is limited: this is the only mail you get about it, and your alert has now ended.',
            ],
            action: { label: `See ${tea.name}`, url: `${ctx.origin()}/products/${encodeURIComponent(tea.product_id)}` },
            consent: { kind: 'back_in_stock', id: alert.id },
          }),
          tx,
        );
      }
      await deleteConsents(
        tx,
        waiting.map((alert) => alert.id),
      );
      await tx.execute(sql`
        insert into alert_rounds (product_id, size_key, told_at) values (${tea.product_id}, ${tea.size_key}, now())
        on conflict (product_id, size_key) do update set told_at = excluded.told_at`);
      told += waiting.length;
    }
    return told;
  });
}
