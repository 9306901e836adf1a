import { DEFAULT_CUPS_PER_DAY, REFILL_NOTICE_DAYS, type RefillItem } from '@teatree/shared/schemas/consent';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { roundInTurn } from '../db/turns.ts';
import { marketingMail } from '../modules/consents/mails.ts';
import type { CustomerMailContext } from './customer-mail-context.ts';

/** Reminders one round mails. */
const REFILLS_PER_ROUND = 100;

/**
 * Plans the refill reminders of a delivered order of an account (docs/decisions/0044-mails-with-consent.md):
 * each tea sold by weight whose brewing guide gives grams per cup should run out after
 * grams ÷ (grams per cup × cups a day) days from the delivery (the customer's cups a day, 2 unless they
 * say otherwise), and its reminder is due REFILL_NOTICE_DAYS before. Written when the order becomes
 * delivered (workflows/cancel-order.ts, `moveOrder`), and for an order delivered earlier when its page
 * first asks; planned once, never again.
 */
export async function planRefills(tx: Executor, orderId: string, timeZone: string) {
  await tx.execute(sql`
    insert into refill_reminders (id, order_id, user_id, product_id, name, size_label, grams, runs_out_on, remind_on)
    select 'refill_' || l.id, o.id, o.user_id, l.product_id, l.name, l.size_label, sold.grams,
           delivered.day + lasts.days,
           delivered.day + greatest(1, lasts.days - ${REFILL_NOTICE_DAYS})
      from orders o
      join lateral (
             select (max(e.created_at) at time zone ${timeZone})::date as day
               from order_events e where e.order_id = o.id and e.status = 'delivered') delivered on delivered.day is not null
      join order_lines l on l.order_id = o.id
      join products p on p.id = l.product_id
      cross join lateral (select l.size_grams * (l.quantity - l.refunded_quantity) as grams) sold
      cross join lateral (
             select floor(sold.grams / ((p.facts->>'brewGrams')::numeric * coalesce((
                      select k.cups_per_day from consents k
                       where k.user_id = o.user_id and k.kind = 'refill_reminders'), ${DEFAULT_CUPS_PER_DAY})))::int as days) lasts
     where o.id = ${orderId} and o.status = 'delivered' and o.user_id is not null
       and p.stocked_by = 'weight' and jsonb_typeof(p.facts->'brewGrams') = 'number'
       and l.size_grams is not null and sold.grams > 0
    on conflict do nothing`);
}

interface RefillRow {
  id: string;
  product_id: string;
  name: string;
  size_label: string | null;
  grams: number;
  runs_out_on: string;
  remind_on: string;
  sent_at: string | Date | null;
}

const toItem = (row: RefillRow): RefillItem => ({
  _id: row.id,
  productId: row.product_id,
  name: row.name,
  sizeLabel: row.size_label,
  grams: Number(row.grams),
  runsOutOn: String(row.runs_out_on).slice(0, 10),
  remindOn: String(row.remind_on).slice(0, 10),
  sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
});

/** An order's refill reminders, for its own customer only. */
export async function refillsOf(tx: Executor, orderId: string, userId: string): Promise<RefillItem[]> {
  const rows = await rowsOf<RefillRow>(
    tx,
    sql`select id, product_id, name, size_label, grams, runs_out_on::text, remind_on::text, sent_at
          from refill_reminders where order_id = ${orderId} and user_id = ${userId}
         order by runs_out_on, name`,
  );
  return rows.map(toItem);
}

/** Moves a reminder not yet sent to another day; answers false when the customer has no such reminder. */
export async function moveRefill(tx: Executor, id: string, orderId: string, userId: string, remindOn: string) {
  const moved = await rowsOf<{ id: string }>(
    tx,
    sql`update refill_reminders set remind_on = ${remindOn}::date
         where id = ${id} and order_id = ${orderId} and user_id = ${userId} and sent_at is null
        returning id`,
  );
  return moved.length > 0;
}

interface DueRefill {
  id: string;
  order_id: string;
  product_id: string;
  name: string;
  email: string;
  user_name: string;
  consent_id: string;
}

/**
 * Mails the refill reminders due today in the shop's calendar to customers who gave their consent:
 * "Running low on Earl Grey Bloom?", with a link that puts the order's teas back in the cart. Each is
 * marked sent in the transaction that writes it, under one advisory lock.
 */
export async function remindRefills(ctx: CustomerMailContext): Promise<number> {
  return roundInTurn(ctx.db, 'refill-reminders', async (tx) => {
    const due = await rowsOf<DueRefill>(
      tx,
      sql`
      select r.id, r.order_id, r.product_id, r.name, u.email, u.name as user_name, k.id as consent_id
        from refill_reminders r
        join "user" u on u.id = r.user_id
        join consents k on k.user_id = r.user_id and k.kind = 'refill_reminders' and k.status = 'active'
       where r.sent_at is null and r.remind_on <= (now() at time zone ${ctx.timeZone})::date
       order by r.remind_on, r.id
       limit ${REFILLS_PER_ROUND}
       for update of r skip locked`,
    );
    for (const refill of due) {
      await ctx.mailer.send(
        marketingMail(ctx.links, {
          to: refill.email,
          subject: `Running low on ${refill.name}?`,
          greeting: `Hello ${refill.user_name},`,
          intro: [
            `By our reckoning, the ${refill.name} you bought should run out in a few days.`,
            "One click puts the order's teas back in your cart, at today's prices.",
          ],
          action: {
            label: 'Buy again',
            url: `${ctx.origin()}/orders/${encodeURIComponent(refill.order_id)}?buyAgain=1`,
          },
          consent: { kind: 'refill_reminders', id: refill.consent_id },
        }),
        tx,
      );
      await tx.execute(sql`update refill_reminders set sent_at = now() where id = ${refill.id}`);
    }
    return due.length;
  });
}
