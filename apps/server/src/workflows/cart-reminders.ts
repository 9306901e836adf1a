import { formatPrice, toDollars } from '@teatree/shared/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { roundInTurn } from '../db/turns.ts';
import { escapeHtml } from '../lib/mail-layout.ts';
import { marketingMail } from '../modules/consents/mails.ts';
import { cartReminderHours } from '../modules/newsletters/repository.ts';
import { lineName } from '../modules/products/teas-as-sold.ts';
import type { CustomerMailContext } from './customer-mail-context.ts';

/** Carts one round reminds. */
const CARTS_PER_ROUND = 50;

interface CartLine {
  name: string;
  label: string;
  sizes: number;
  quantity: number;
  price_cents: number;
}

/**
 * One cart to remind, a customer's or a guest's: where its mail goes and how it greets, the consent it
 * is sent under, the cart's items (see linesOf) and the statement that marks it reminded.
 */
interface LeftCart {
  to: string;
  greeting: string;
  consentId: string;
  items: SQL;
  mark: SQL;
}

/**
 * Reminds a customer of a cart left for the time the owner set (docs/decisions/0044-mails-with-consent.md):
 * only with their consent, once a cart (a cart begun before the last reminder is never reminded again),
 * never once they ordered after their last change to it, with its teas at today's prices. A guest's cart,
 * kept for its reminder when they ticked the box at checkout, is reminded the same way, once, and never
 * once that address ordered as a guest since. The reminder's mark is written in the transaction that
 * writes the mail, under one advisory lock: never twice.
 */
export async function remindLeftCarts(ctx: CustomerMailContext): Promise<number> {
  return roundInTurn(ctx.db, 'cart-reminders', async (tx) => {
    const seconds = Math.round((await cartReminderHours(tx)) * 3600);
    const carts = [...(await customersCarts(tx, seconds)), ...(await guestsCarts(tx, seconds))];
    let reminded = 0;
    for (const cart of carts) {
      const lines = await linesOf(tx, cart.items);
      await tx.execute(cart.mark);
      if (await mailCart(ctx, tx, { ...cart, lines })) reminded += 1;
    }
    return reminded;
  });
}

/** The customers' carts left `seconds` since their last change, with the consent, not reminded since nor ordered after. */
async function customersCarts(tx: Executor, seconds: number): Promise<LeftCart[]> {
  const carts = await rowsOf<{ user_id: string; email: string; name: string; consent_id: string }>(
    tx,
    sql`
    select c.user_id, u.email, u.name, k.id as consent_id
      from cart_items c
      join consents k on k.user_id = c.user_id and k.kind = 'cart_reminders' and k.status = 'active'
      join "user" u on u.id = c.user_id
      left join cart_reminders r on r.user_id = c.user_id
     group by c.user_id, u.email, u.name, k.id, r.sent_at
    having max(c.added_at) < now() - make_interval(secs => ${seconds})
       and (r.sent_at is null or r.sent_at < min(c.added_at))
       and not exists (select 1 from orders o where o.user_id = c.user_id and o.created_at > max(c.added_at))
     limit ${CARTS_PER_ROUND}`,
  );
  return carts.map((cart) => ({
    to: cart.email,
    greeting: `Hello ${cart.name},`,
    consentId: cart.consent_id,
    items: sql`
      select product_id, size_id, quantity, row_number() over (order by added_at, position) as n
        from cart_items
       where user_id = ${cart.user_id}`,
    mark: sql`
      insert into cart_reminders (user_id, sent_at) values (${cart.user_id}, now())
      on conflict (user_id) do update set sent_at = excluded.sent_at`,
  }));
}

/** The guests' carts kept `seconds` ago, with the consent, not reminded yet nor ordered as a guest since. */
async function guestsCarts(tx: Executor, seconds: number): Promise<LeftCart[]> {
  const carts = await rowsOf<{ email: string; consent_id: string }>(
    tx,
    sql`
    select g.email, k.id as consent_id
      from guest_carts g
      join consents k on k.email = g.email and k.kind = 'cart_reminders' and k.status = 'active' and k.user_id is null
     where g.reminded_at is null and g.saved_at < now() - make_interval(secs => ${seconds})
       and not exists (
             select 1 from orders o
              where o.placed_as_guest and lower(o.email) = g.email and o.created_at > g.saved_at)
     limit ${CARTS_PER_ROUND}`,
  );
  return carts.map((cart) => ({
    to: cart.email,
    greeting: 'Hello,',
    consentId: cart.consent_id,
    items: sql`
      select l.product_id, l.size_id, l.quantity, l.n
        from guest_carts g
        cross join lateral rows from (jsonb_to_recordset(g.lines) as ("productId" text, "sizeId" text, quantity int))
             with ordinality as l(product_id, size_id, quantity, n)
       where g.email = ${cart.email}`,
    mark: sql`update guest_carts set reminded_at = now() where email = ${cart.email}`,
  }));
}

/**
 * A cart's lines at today's prices, in the order they were put in. `items` answers the cart's
 * product_id, size_id, quantity and n (its order), whether a customer's rows or a guest's saved list;
 * a line whose tea or size is no longer sold is left out.
 */
function linesOf(tx: Executor, items: SQL): Promise<CartLine[]> {
  return rowsOf<CartLine>(
    tx,
    sql`
    select p.name, s.label, s.price_cents, c.quantity, ${SIZES_ON_SALE} as sizes
      from (${items}) c
      join products p on p.id = c.product_id
      join product_sizes s on s.id = c.size_id and s.product_id = p.id and s.retired_at is null
     order by c.n`,
  );
}

/** How many sizes of the line's tea are on sale: a line names its size only when there are several. */
const SIZES_ON_SALE = sql`(select count(*) from product_sizes x where x.product_id = p.id and x.retired_at is null)::int`;

/** The reminder of one cart, its teas at today's prices; false when none of them is sold any more. */
async function mailCart(
  ctx: CustomerMailContext,
  tx: Executor,
  cart: { to: string; greeting: string; consentId: string; lines: CartLine[] },
): Promise<boolean> {
  if (!cart.lines.length) return false;
  const described = cart.lines.map((line) => {
    const name = lineName({ name: line.name, sizeLabel: line.label }, line.sizes);
    return `${line.quantity} × ${name}: ${formatPrice(toDollars(line.price_cents * line.quantity))}`;
  });
  await ctx.mailer.send(
    marketingMail(ctx.links, {
      to: cart.to,
      subject: 'Your teas are waiting in your cart',
      greeting: cart.greeting,
      intro: ["You left these teas in your cart. Here they are at today's prices:"],
      textMiddle: described.join('\n'),
      middle: `<ul style="margin:0 0 14px;padding-left:20px;line-height:1.6">${described
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>`,
      outro: ['This is the only reminder we send for this cart.'],
      action: { label: 'Back to your cart', url: `${ctx.origin()}/cart` },
      consent: { kind: 'cart_reminders', id: cart.consentId },
    }),
    tx,
  );
  return true;
}
