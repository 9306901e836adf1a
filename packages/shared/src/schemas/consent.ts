import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';

/**
 * The mails that bring customers back (docs/decisions/0044-mails-with-consent.md): each is sent only
 * with a consent the customer gave and can withdraw, and each carries a one-click unsubscribe.
 *
 * - `newsletter`: the owner's news, to everyone subscribed;
 * - `cart_reminders`: one reminder of a cart left for the time the owner sets;
 * - `refill_reminders`: "Running low on …?" a few days before a delivered tea should run out;
 * - `back_in_stock`: one mail when a sold-out tea (or one of its sizes) is back, and the alert ends.
 */
export const CONSENT_KINDS = ['newsletter', 'cart_reminders', 'refill_reminders', 'back_in_stock'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The consents given once for the whole account (the profile's switches), rather than one per tea. */
export const ACCOUNT_CONSENT_KINDS = ['newsletter', 'cart_reminders', 'refill_reminders'] as const;
export type AccountConsentKind = (typeof ACCOUNT_CONSENT_KINDS)[number];

/** `pending` until the mailed link is followed (double opt-in); `active` once given. */
export const CONSENT_STATUSES = ['pending', 'active'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_LABELS: Readonly<Record<ConsentKind, string>> = {
  newsletter: 'Newsletter',
  cart_reminders: 'Cart reminders',
  refill_reminders: 'Refill reminders',
  back_in_stock: 'Back-in-stock alert',
};

/** Cups a day a refill reminder assumes unless the customer says otherwise. */
export const DEFAULT_CUPS_PER_DAY = 2;
export const CUPS_PER_DAY_MAX = 20;
/** Days before a tea should run out that its refill reminder is mailed. */
export const REFILL_NOTICE_DAYS = 4;
/** Hours a cart waits before its reminder, unless the owner sets another time. */
export const DEFAULT_CART_REMINDER_HOURS = 24;
export const CART_REMINDER_HOURS_MAX = 720;
/** Sign-ups a client may make in ten minutes, and unconfirmed ones one address may hold. */
export const SIGNUPS_PER_CLIENT = 10;
export const PENDING_PER_ADDRESS = 5;

export const NEWSLETTER_SUBJECT_MAX = 150;
/** Lines a guest's cart kept for its reminder may hold. */
export const GUEST_CART_LINES_MAX = 50;
export const NEWSLETTER_BODY_MAX = 20_000;

export const consentMessages = {
  kind: 'Choose what to subscribe to: the newsletter or a back-in-stock alert',
  productRequired: 'Say which tea to be told about',
  productNotFound: 'There is no such tea',
  sizeNotFound: 'That size is not sold',
  inStock: 'This tea is in stock: you can order it now',
  confirmSent: 'Check your mail: we sent you a link to confirm',
  alreadyActive: 'You are already subscribed',
  tooManyPending:
    'This address has too many sign-ups waiting to be confirmed: follow the link in one of our mails first',
  badLink: 'This link is not valid. Copy the whole link from the mail, or subscribe again.',
  cupsPerDay: `Cups a day must be a whole number from 1 to ${CUPS_PER_DAY_MAX}`,
  given: 'Say whether you give this consent (true or false)',
  notFound: 'There is no such consent',
  cartReminderHours: `The cart reminder's wait must be more than 0 and at most ${CART_REMINDER_HOURS_MAX} hours`,
  remindOn: 'The reminder date must be a day (YYYY-MM-DD), from today on',
  refillNotFound: 'There is no such refill reminder',
  subjectRequired: "Write the newsletter's subject",
  subjectTooLong: `The subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`,
  bodyRequired: "Write the newsletter's text",
  bodyTooLong: `The newsletter must be at most ${NEWSLETTER_BODY_MAX.toLocaleString('en-US')} characters`,
  noSubscribers: 'Nobody is subscribed to the newsletter yet',
  remind: 'Say whether to remind you of this cart (true or false)',
  guestCartEmpty: 'A cart to be reminded of holds at least one tea',
  guestCartLines: `A cart holds at most ${GUEST_CART_LINES_MAX} teas, each a tea, a size and a quantity from 1 to 1000`,
  guestCartKept: 'We will remind you once if you leave this cart.',
  guestCartDropped: 'No reminder of this cart will be sent.',
} as const;

/** `POST /api/subscriptions`: the footer's and the checkout's newsletter field, a sold-out tea's alert. */
export const subscribeInput = z
  .object({
    kind: z.enum(['newsletter', 'back_in_stock'], { error: consentMessages.kind }),
    email: emailField,
    productId: z.string().max(64, { error: consentMessages.productNotFound }).optional(),
    sizeId: z.string().max(64, { error: consentMessages.sizeNotFound }).optional(),
  })
  .refine((body) => body.kind !== 'back_in_stock' || Boolean(body.productId), {
    error: consentMessages.productRequired,
    path: ['productId'],
  });
export type SubscribeInput = z.input<typeof subscribeInput>;

export const subscribeAnswer = z.object({
  status: z.enum(CONSENT_STATUSES),
  /** What to tell the person: confirmed at once, a link sent, or already subscribed. */
  message: z.string(),
});
export type SubscribeAnswer = z.infer<typeof subscribeAnswer>;

/** A link of a mail: `POST /api/subscriptions/confirm` and `/unsubscribe` take its token. */
export const linkTokenInput = z.object({
  token: z.string({ error: consentMessages.badLink }).min(1, { error: consentMessages.badLink }).max(200, {
    error: consentMessages.badLink,
  }),
});

export const linkAnswer = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** The tea of a back-in-stock alert. */
  productName: z.string().nullable(),
  /** False when the link had already been followed: nothing changed this time. */
  changed: z.boolean(),
  message: z.string(),
});
export type LinkAnswer = z.infer<typeof linkAnswer>;

export const consentItem = z.object({
  _id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  label: z.string(),
  status: z.enum(CONSENT_STATUSES),
  email: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  sizeLabel: z.string().nullable(),
  /** When it was asked for, and when given (confirmed); null while pending. */
  askedAt: z.string(),
  givenAt: z.string().nullable(),
});
export type ConsentItem = z.infer<typeof consentItem>;

/** `GET /api/profile/consents`: every consent of the signed-in customer, and the refill reminders' cups a day. */
export const consentList = z.object({
  consents: z.array(consentItem),
  cupsPerDay: z.number(),
});
export type ConsentList = z.infer<typeof consentList>;

export const cupsPerDayField = z
  .number({ error: consentMessages.cupsPerDay })
  .int({ error: consentMessages.cupsPerDay })
  .min(1, { error: consentMessages.cupsPerDay })
  .max(CUPS_PER_DAY_MAX, { error: consentMessages.cupsPerDay });

/** `PUT /api/profile/consents/{kind}`: give or withdraw an account-wide consent; refill reminders take the cups a day. */
export const accountConsentInput = z.object({
  given: z.boolean({ error: consentMessages.given }),
  cupsPerDay: cupsPerDayField.optional(),
});
export type AccountConsentInput = z.input<typeof accountConsentInput>;

export const accountConsentKind = z.object({
  kind: z.enum(ACCOUNT_CONSENT_KINDS, { error: `Kind must be one of ${ACCOUNT_CONSENT_KINDS.join(', ')}` }),
});

/** One tea of a delivered order and when it should run out (`GET /api/orders/{id}/refills`). */
export const refillItem = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  sizeLabel: z.string().nullable(),
  grams: z.number(),
  /** YYYY-MM-DD in the shop's time zone. */
  runsOutOn: z.string(),
  remindOn: z.string(),
  sentAt: z.string().nullable(),
});
export type RefillItem = z.infer<typeof refillItem>;

export const refillList = z.object({
  /** Whether the customer gets refill reminders: without it the dates are shown but nothing is mailed. */
  remindersOn: z.boolean(),
  cupsPerDay: z.number(),
  refills: z.array(refillItem),
});
export type RefillList = z.infer<typeof refillList>;

export const refillChange = z.object({
  remindOn: z.iso.date({ error: consentMessages.remindOn }),
});

/** The owner's settings of these mails (`GET`/`PUT /api/reminder-settings`). */
export const reminderSettings = z.object({
  cartReminderHours: z
    .number({ error: consentMessages.cartReminderHours })
    .gt(0, { error: consentMessages.cartReminderHours })
    .max(CART_REMINDER_HOURS_MAX, { error: consentMessages.cartReminderHours }),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const newsletterInput = z.object({
  subject: requiredText(consentMessages.subjectRequired).max(NEWSLETTER_SUBJECT_MAX, {
    error: consentMessages.subjectTooLong,
  }),
  body: requiredText(consentMessages.bodyRequired).max(NEWSLETTER_BODY_MAX, { error: consentMessages.bodyTooLong }),
});
export type NewsletterInput = z.input<typeof newsletterInput>;

export const newsletterPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreview>;

export const newsletterItem = z.object({
  _id: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  /** Subscribers when it was sent; each gets it once. */
  recipients: z.number(),
  /** Mails written to the queue so far, and of those, handed to the mail server (or kept, without SMTP). */
  queued: z.number(),
  sent: z.number(),
  status: z.enum(['sending', 'sent']),
});
export type NewsletterItem = z.infer<typeof newsletterItem>;

export const newsletterList = z.object({
  newsletters: z.array(newsletterItem),
  /** Addresses subscribed now (given, not pending). */
  subscribers: z.number(),
});
export type NewsletterList = z.infer<typeof newsletterList>;

const guestCartLine = z.object(
  {
    productId: z.string({ error: consentMessages.guestCartLines }).max(64, { error: consentMessages.guestCartLines }),
    sizeId: z.string({ error: consentMessages.guestCartLines }).max(64, { error: consentMessages.guestCartLines }),
    quantity: z
      .number({ error: consentMessages.guestCartLines })
      .int({ error: consentMessages.guestCartLines })
      .min(1, { error: consentMessages.guestCartLines })
      .max(1000, { error: consentMessages.guestCartLines }),
  },
  { error: consentMessages.guestCartLines },
);

/**
 * `PUT /api/cart/reminder`: a guest's "Remind me of this cart if I leave it" at checkout. Their cart lives
 * in their browser, so its teas come with it; `remind: false` withdraws the reminder.
 */
export const guestCartReminderInput = z
  .object({
    email: emailField,
    remind: z.boolean({ error: consentMessages.remind }),
    lines: z
      .array(guestCartLine, { error: consentMessages.guestCartLines })
      .max(GUEST_CART_LINES_MAX, { error: consentMessages.guestCartLines })
      .default([]),
  })
  .refine((body) => !body.remind || body.lines.length > 0, { error: consentMessages.guestCartEmpty, path: ['lines'] });
export type GuestCartReminderInput = z.input<typeof guestCartReminderInput>;

export const guestCartReminderAnswer = z.object({ remind: z.boolean(), message: z.string() });
export type GuestCartReminderAnswer = z.infer<typeof guestCartReminderAnswer>;
