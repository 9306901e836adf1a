import { BRAND } from '@teatree/shared/messages';
import { formatPrice, toDollars } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import { promotionLabel } from '@teatree/shared/promotions';
import { holdingTime } from '@teatree/shared/schemas/order';
import { percentText, toPercent } from '@teatree/shared/tax';
import { escapeHtml, FOOTER, htmlMail, type Mail } from '../../lib/mail-layout.ts';
import type { OrderLineRow, OrderRow } from './repository.ts';

/**
 * The mails of an order's life (docs/decisions/0011-order-states.md): each is plain text and HTML
 * saying the same, and links to the order's own page.
 */
export interface OrderMailInput<O = OrderRow> {
  order: O;
  lines: readonly Pick<OrderLineRow, 'name' | 'sizeLabel' | 'brand' | 'quantity' | 'unitPriceCents' | 'totalCents'>[];
  /** The shop's address the links start with (the one the customer used, or the shop's own). */
  origin: string;
  /** For a guest's order, the key its link opens it with (modules/orders/order-keys.ts); a customer signs in. */
  key?: string;
  /** The refund a cancellation sent, when a refund mail speaks of it. */
  refundCents?: number;
}

/**
 * Where a new order's number goes in its "placed" mail, which is written before the database gives the
 * number: the statement that places the order puts the number there (workflows/order-statement.ts,
 * docs/decisions/0031-order-numbers.md).
 */
export const NUMBER_TO_COME = '{order number}';

/** What every mail of an order says of the order itself; the mail of a new order is written beside it. */
type MailedOrder = Pick<
  OrderRow,
  | 'id'
  | 'customerName'
  | 'email'
  | 'totalCents'
  | 'subtotalCents'
  | 'shippingCents'
  | 'discountCents'
  | 'promotions'
  | 'taxCents'
  | 'taxes'
  | 'pricesIncludeTax'
  | 'shippingMethod'
> & {
  number: number | typeof NUMBER_TO_COME;
};

/** "#1001", or where the statement will write it. */
const numberOf = (order: MailedOrder) =>
  order.number === NUMBER_TO_COME ? `#${NUMBER_TO_COME}` : orderNumberLabel(order.number);

const money = (cents: number) => formatPrice(toDollars(cents));

export const orderLink = (origin: string, orderId: string, key?: string) =>
  `${origin}/orders/${encodeURIComponent(orderId)}${key ? `?key=${key}` : ''}`;

/**
 * The order's money above its total, as every page shows it (docs/decisions/0033-shipping-and-tax.md):
 * subtotal, each discount, shipping by its method, and the tax of each rate; nothing for an order that had none.
 */
function breakdown(order: MailedOrder): [string, string][] {
  if (order.shippingMethod === null && order.taxCents === 0 && order.discountCents === 0) return [];
  const shipping = order.shippingCents === 0 ? 'Free' : money(order.shippingCents);
  return [
    ['Subtotal', money(order.subtotalCents)],
    // Each promotion on a row of its own (docs/decisions/0035-promotions.md): "Discount (WELCOME10) −$1.65".
    ...order.promotions.map((p): [string, string] => [promotionLabel(p), `−${money(p.cents)}`]),
    [order.shippingMethod ? `Shipping (${order.shippingMethod.name})` : 'Shipping', shipping],
    ...order.taxes.map((tax): [string, string] => [
      `${order.pricesIncludeTax ? 'Includes tax' : 'Tax'} (${percentText(toPercent(tax.rate))})`,
      money(tax.cents),
    ]),
  ];
}

interface Body {
  subject: string;
  /** Paragraphs before the order's lines. */
  intro: string[];
  /** Paragraphs after them. */
  outro?: string[];
  /** The button under the lines, and its words. */
  action?: string;
  /** Who the mail goes to, when not the customer (the shop's own address). */
  to?: string;
}

/**
 * A mailed line names its size ("Sencha, 250 g pouch", docs/decisions/0032-sizes-and-stock-by-weight.md);
 * a line sold before sizes has none, and reads as it did.
 */
const sizedName = (line: { name: string; sizeLabel: string | null }) =>
  line.sizeLabel ? `${line.name}, ${line.sizeLabel}` : line.name;

function compose({ order, lines, origin, key }: OrderMailInput<MailedOrder>, body: Body): Mail {
  const link = orderLink(origin, order.id, body.to ? undefined : key);
  const number = numberOf(order);
  // The number after the subject's own words, so that a customer's mails of one order read as one thread.
  const subject = `${body.subject} (order ${number})`;
  const lineText = lines.map(
    (l) => `  ${sizedName(l)} (${l.brand}) × ${l.quantity} at ${money(l.unitPriceCents)}: ${money(l.totalCents)}`,
  );
  const greeting = body.to ? 'Hello,' : `Hello ${order.customerName},`;
  const sums = breakdown(order);
  const text = [
    greeting,
    '',
    ...body.intro.flatMap((p) => [p, '']),
    ...lineText,
    ...sums.map(([term, amount]) => `  ${term}: ${amount}`),
    `  Total: ${money(order.totalCents)}`,
    `  Order number: ${number}`,
    `  Order: ${order.id}`,
    '',
    ...(body.outro ?? []).flatMap((p) => [p, '']),
    `${body.action ?? 'See your order'}: ${link}`,
    '',
    FOOTER,
    '',
  ].join('\n');

  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${escapeHtml(sizedName(l))} <span style="color:#5b6b5e">(${escapeHtml(l.brand)})</span></td>` +
        `<td style="padding:6px 12px;text-align:right">${l.quantity} × ${money(l.unitPriceCents)}</td>` +
        `<td style="padding:6px 0;text-align:right">${money(l.totalCents)}</td></tr>`,
    )
    .join('');
  const sumRows = sums
    .map(
      ([term, amount], i) =>
        `<tr><td colspan="2" style="padding:${i === 0 ? '8px' : '2px'} 12px 2px 0;text-align:right;color:#5b6b5e${i === 0 ? ';border-top:1px solid #d9d3c3' : ''}">${escapeHtml(term)}</td>` +
        `<td style="padding:${i === 0 ? '8px' : '2px'} 0 2px;text-align:right${i === 0 ? ';border-top:1px solid #d9d3c3' : ''}">${amount}</td></tr>`,
    )
    .join('');
  const middle =
    `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px;margin:8px 0 4px">${rows}${sumRows}` +
    `<tr><td colspan="3" style="border-top:1px solid #d9d3c3;padding-top:8px;text-align:right;font-weight:bold">Total ${money(order.totalCents)}</td></tr></table>` +
    `<p style="margin:0 0 18px;color:#5b6b5e;font-size:13px">Order number <strong>${escapeHtml(number)}</strong> · Order ${escapeHtml(order.id)}</p>`;
  const html = htmlMail({
    subject,
    greeting,
    intro: body.intro,
    middle,
    outro: body.outro,
    action: { label: body.action ?? 'See your order', url: link },
  });
  return { to: body.to ?? order.email, subject, text, html };
}

/** What a return's mails say of it: the tins, the customer's reason, the shop's note. */
export interface ReturnMailDetail {
  items: string[];
  reason: string;
  note?: string;
}

/** How long an unpaid order holds its teas, and how long it waits before its "waiting for payment" mail. */
interface HoldTimes {
  unpaidOrderMinutes: number;
  unpaidReminderMinutes: number;
}

export const orderMails = {
  /**
   * The "waiting for payment" mail, due `unpaidReminderMinutes` after the order is placed and withdrawn
   * if the order is paid, cancelled or expired before then: a purchase paid at once mails only its
   * receipt (docs/product.md, "The mails of an order"). It says the time left once it is due.
   */
  placed: (input: OrderMailInput<MailedOrder>, times: HoldTimes): Mail => ({
    ...compose(input, {
      subject: `Your ${BRAND} order is waiting for payment`,
      intro: [
        `Thank you for your order. We are holding these teas for you for ${holdingTime(times.unpaidOrderMinutes - times.unpaidReminderMinutes)}: pay within that time and they are yours.`,
      ],
      outro: ['After that they go back on the shelf, and you are welcome to order them again.'],
      action: 'Pay for your order',
    }),
    dueAt: new Date(Date.now() + times.unpaidReminderMinutes * 60_000),
    whileUnpaid: input.order.id,
  }),
  paid: (input: OrderMailInput) =>
    compose(input, {
      subject: `Your ${BRAND} receipt for ${input.order.name}`,
      intro: ['Thank you for shopping with us. We have received your payment:'],
      outro: [`Transaction ID: ${input.order.transactionId}`, `We will ship to: ${input.order.address}`],
    }),
  paidToShop: (input: OrderMailInput, shopEmail: string) =>
    compose(input, {
      to: shopEmail,
      subject: `Order paid: ${input.order.name} for ${input.order.customerName}`,
      intro: [`${input.order.customerName} (${input.order.email}) has paid an order. Time to pack it:`],
      outro: [`Ship to: ${input.order.address}${input.order.phone ? `, phone ${input.order.phone}` : ''}`],
      action: 'Open the order',
    }),
  shipped: (input: OrderMailInput) =>
    compose(input, {
      subject: `Your ${BRAND} order is on its way`,
      intro: ['Your teas have left the shop.'],
      outro: [
        input.order.carrier || input.order.trackingNumber
          ? `Carrier: ${input.order.carrier ?? 'not given'}. Tracking number: ${input.order.trackingNumber ?? 'not given'}.`
          : 'We will let you know when they have arrived.',
        `They go to: ${input.order.address}`,
      ],
      action: 'Follow your order',
    }),
  delivered: (input: OrderMailInput) =>
    compose(input, {
      subject: `Your ${BRAND} order has arrived`,
      intro: ['Your teas have been delivered. We hope you enjoy every cup.'],
      outro: ['If something is not right, just reply to this mail.'],
    }),
  cancelled: (input: OrderMailInput) =>
    compose(input, {
      subject: `Your ${BRAND} order was cancelled`,
      intro: ['We have cancelled this order. Nothing was charged for it.'],
      outro: ['If you did not expect this, please write to us.'],
    }),
  /** A paid order cancelled: what was left of its payment went back (all of it, unless parts were refunded before). */
  refunded: (input: OrderMailInput) => {
    const earlier = input.order.refundedCents - (input.refundCents ?? input.order.totalCents);
    return compose(input, {
      subject: `Your ${BRAND} order was cancelled and refunded`,
      intro: [
        earlier > 0
          ? `We have cancelled this order and refunded the rest of it, ${money(input.refundCents ?? 0)}, to the card you paid with (${money(earlier)} was refunded before). Banks usually take 5 to 10 days to show it.`
          : `We have cancelled this order and refunded ${money(input.order.totalCents)} to the card you paid with. Banks usually take 5 to 10 days to show it.`,
      ],
      outro: ['If you did not expect this, please write to us.'],
    });
  },
  /** Part of a paid order refunded (docs/decisions/0034-refunds.md): how much, for what, and why. */
  partRefunded: (input: OrderMailInput, refund: { amountCents: number; reason: string; items: string[] }) =>
    compose(input, {
      subject: `We refunded part of your ${BRAND} order`,
      intro: [
        `We have refunded ${money(refund.amountCents)} to the card you paid with, for ${refund.items.join(', ')}. Banks usually take 5 to 10 days to show it.`,
        `Why: ${refund.reason}`,
      ],
      outro: [
        input.order.refundedCents >= input.order.totalCents
          ? 'Everything you paid for this order has now been refunded.'
          : `Refunded so far: ${money(input.order.refundedCents)} of ${money(input.order.totalCents)}.`,
      ],
    }),
  expired: (input: OrderMailInput) =>
    compose(input, {
      subject: `Your ${BRAND} order has expired`,
      intro: ['This order was not paid in time, so its teas went back on the shelf. Nothing was charged.'],
      outro: ['You are welcome to order them again whenever you like.'],
    }),
  /** The customer asked to return tins (docs/decisions/0034-refunds.md, "Returns"): what we have, and what comes next. */
  returnAsked: (input: OrderMailInput, asked: ReturnMailDetail) =>
    compose(input, {
      subject: `We have your return request`,
      intro: [
        `You asked to return ${asked.items.join(', ')}.`,
        `Why: ${asked.reason}`,
        'We will look at it and write to you with our answer, usually within two working days. Please keep the teas until then.',
      ],
    }),
  returnAskedToShop: (input: OrderMailInput, shopEmail: string, asked: ReturnMailDetail) =>
    compose(input, {
      to: shopEmail,
      subject: `Return asked: ${input.order.customerName}`,
      intro: [
        `${input.order.customerName} (${input.order.email}) asks to return ${asked.items.join(', ')}.`,
        `Why: ${asked.reason}`,
      ],
      outro: ['Accept it (the tins are refunded) or decline it with a note from Manage All Orders.'],
      action: 'Open the order',
    }),
  returnDeclined: (input: OrderMailInput, asked: ReturnMailDetail) =>
    compose(input, {
      subject: `About your return request`,
      intro: [`We are sorry: we cannot take back ${asked.items.join(', ')}.`, `Our reason: ${asked.note ?? ''}`],
      outro: ['If you would like to talk it over, just reply to this mail or write to us.'],
    }),
  lateMoneyRefunded: (input: OrderMailInput, amountCents: number) =>
    compose(input, {
      subject: `We refunded a payment for your ${BRAND} order`,
      intro: [
        `A payment of ${money(amountCents)} reached us for this order after it could no longer be paid, so we have sent it back to your card.`,
      ],
    }),
};
