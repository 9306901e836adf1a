import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  livemode: false;
  created: number;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string | null;
  reason: string | null;
  receipt_number: string | null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** Stripe's error body: `{ error: { type, message, code?, param?, … } }`. */
export interface StandInError {
  type: string;
  message: string;
  code?: string;
  param?: string;
  [extra: string]: unknown;
}

interface Answer {
  status: number;
  body: unknown;
  /**
   * Whether Stripe keeps the answer under the request's idempotency key: it does once the endpoint
   * has begun its work (a result, a card decline, a refusal), not for a request refused at the door
   * (bad key, bad or missing parameters, unknown id or route).
   */
  saved: boolean;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const rand = (n: number) => Array.from(randomBytes(n), (byte) => ALNUM[byte % ALNUM.length]).join('');
const now = () => Math.floor(Date.now() / 1000);

/** The statuses Stripe lets a PaymentIntent be cancelled from (card payments: `processing` is not one). */
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
/** The statuses a PaymentIntent can be confirmed (or have its payment method changed) in. */
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

/** Stripe's amounts in its messages: `$12.50` for dollars. */
const money = (cents: number, currency: string) =>
  currency === 'usd' ? `$${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** Stripe's sentences, as its API answers them. */
export const stripeMessages = {
  cannotCancel: (status: string) =>
    `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
  alreadySucceeded:
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  cannotConfirm: (status: string) =>
    `You cannot confirm this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.`,
  cannotUpdatePaymentMethod: (status: string) =>
    `This PaymentIntent's payment_method could not be updated because it has a status of ${status}. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
  noSuccessfulCharge: (intentId: string) =>
    `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
  alreadyRefunded: (chargeId: string) => `Charge ${chargeId} has already been refunded.`,
  chargedBack: (chargeId: string) => `Charge ${chargeId} has been charged back; cannot issue a refund.`,
  refundTooLarge: (amount: number, left: number, charged: number, currency: string) =>
    left === charged
      ? `Refund amount (${money(amount, currency)}) is greater than charge amount (${money(charged, currency)})`
      : `Refund amount (${money(amount, currency)}) is greater than unrefunded amount on charge (${money(left, currency)})`,
  idempotencyMismatch: (key: string) =>
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
};

/**
 * A local stand-in for the part of Stripe's API the shop calls (api.stripe.com cannot be reached from
 * here): PaymentIntents create / retrieve / confirm / cancel and refunds, form-encoded requests,
 * Stripe's JSON shapes and error bodies, bearer secret keys and idempotency keys (a key replays its
 * first answer; reused with other parameters, it is refused). The official SDK talks to it unchanged.
 */
export async function startStripeStandIn(secretKey: string) {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const idempotent = new Map<string, { method: string; path: string; params: string; answer: Answer }>();
  const requests: RecordedRequest[] = [];
  /** While set, every refund is refused with this error (the charge id is filled in per refund). */
  let refundRefusal: ((chargeId: string) => StandInError) | null = null;
  /** While set, every request is answered with this server error. */
  let outage: number | null = null;

  const ok = (body: unknown): Answer => ({ status: 200, body, saved: true });
  const fail = (status: number, error: StandInError, saved = false): Answer => ({
    status,
    body: {
      error: {
        ...error,
        ...(error.code && { doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` }),
      },
    },
    saved,
  });
  const missing = (param: string, id: string) =>
    fail(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such ${param === 'intent' ? 'payment_intent' : param}: '${id}'`,
    });
  const snapshot = <T>(value: T): T => structuredClone(value);

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const method = req.method ?? '';
    requests.push({ method, path: url.pathname, form, headers: req.headers });
    const send = ({ status, body }: Answer, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${rand(14)}`,
        ...(replayed && { 'idempotent-replayed': 'true' }),
      });
      res.end(JSON.stringify(body));
    };

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(fail(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }));
    }
    if (outage) {
      return send(fail(outage, { type: 'api_error', message: 'An unknown error occurred' }));
    }
    const key = req.headers['idempotency-key'];
    const params = [...form].sort(([a], [b]) => a.localeCompare(b)).join('&');
    if (method === 'POST' && typeof key === 'string') {
      const earlier = idempotent.get(key);
      if (earlier) {
        if (earlier.method === method && earlier.path === url.pathname && earlier.params === params) {
          return send(earlier.answer, true);
        }
        return send(fail(400, { type: 'idempotency_error', message: stripeMessages.idempotencyMismatch(key) }));
      }
    }
    const answer = route(method, url.pathname, form);
    if (method === 'POST' && typeof key === 'string' && answer.saved) {
      idempotent.set(key, { method, path: url.pathname, params, answer });
    }
    send(answer);
  });

  function route(method: string, path: string, form: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/payment_intents') return createFromForm(form);
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1]!);
      if (!intent) return missing('intent', match[1]!);
      const action = match[2];
      if (method === 'GET' && !action) return ok(snapshot(intent));
      if (method === 'POST' && action === 'confirm') return confirm(intent, form);
      if (method === 'POST' && action === 'cancel') return cancel(intent, form);
    }
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundMatch) {
      const found = refunds.get(refundMatch[1]!);
      return found ? ok(snapshot(found)) : missing('refund', refundMatch[1]!);
    }
    return fail(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  function createFromForm(form: URLSearchParams): Answer {
    const amount = Number(form.get('amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      return fail(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    return ok(snapshot(createIntent(amount, form.get('currency') ?? 'usd', metadataOf(form))));
  }

  function confirm(intent: StandInIntent, form: URLSearchParams): Answer {
    const unexpected = (message: string) =>
      fail(
        400,
        {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message,
          payment_intent: snapshot(intent),
        },
        true,
      );
    if (intent.status === 'succeeded') return unexpected(stripeMessages.alreadySucceeded);
    if (!CONFIRMABLE.includes(intent.status)) {
      // Stripe first attaches a given payment method, which a finished intent refuses.
      return unexpected(
        form.has('payment_method')
          ? stripeMessages.cannotUpdatePaymentMethod(intent.status)
          : stripeMessages.cannotConfirm(intent.status),
      );
    }
    if (form.get('payment_method') === 'pm_card_chargeDeclined') {
      intent.status = 'requires_payment_method';
      return fail(
        402,
        {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: snapshot(intent),
        },
        true,
      );
    }
    setStatus(intent.id, 'succeeded');
    return ok(snapshot(intent));
  }

  function cancel(intent: StandInIntent, form: URLSearchParams): Answer {
    const reason = form.get('cancellation_reason');
    if (reason !== null && !CANCELLATION_REASONS.includes(reason)) {
      return fail(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_string',
        param: 'cancellation_reason',
        message: `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`,
      });
    }
    if (!CANCELABLE.includes(intent.status)) {
      return fail(
        400,
        {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: stripeMessages.cannotCancel(intent.status),
          payment_intent: snapshot(intent),
        },
        true,
      );
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason = reason;
    return ok(snapshot(intent));
  }

  function refund(form: URLSearchParams): Answer {
    const intentId = form.get('payment_intent');
    if (!intentId) {
      return fail(400, {
        type: 'invalid_request_error',
        message: 'One of the following params should be provided for this request: payment_intent or charge.',
      });
    }
    const intent = intents.get(intentId);
    if (!intent) return missing('payment_intent', intentId);
    const rawAmount = form.get('amount');
    if (rawAmount !== null && !/^-?\d+$/.test(rawAmount)) {
      return fail(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: `Invalid integer: ${rawAmount}`,
      });
    }
    if (rawAmount !== null && Number(rawAmount) < 1) {
      return fail(400, {
        type: 'invalid_request_error',
        param: 'amount',
        message: 'This value must be greater than or equal to 1.',
      });
    }
    const refusal = (message: string, extra: Partial<StandInError> = {}) =>
      fail(400, { type: 'invalid_request_error', message, ...extra }, true);
    if (intent.status !== 'succeeded') {
      return refusal(stripeMessages.noSuccessfulCharge(intent.id), { param: 'payment_intent' });
    }
    // An intent a test marked succeeded by hand gets its charge now.
    const charge = setStatus(intent.id, 'succeeded').latest_charge!;
    if (refundRefusal) return fail(400, refundRefusal(charge), true);
    const left = intent.amount_received - refundedOf(intent.id);
    if (left <= 0) return refusal(stripeMessages.alreadyRefunded(charge), { code: 'charge_already_refunded' });
    const amount = rawAmount === null ? left : Number(rawAmount);
    if (amount > left) {
      return refusal(stripeMessages.refundTooLarge(amount, left, intent.amount_received, intent.currency), {
        param: 'amount',
      });
    }
    const id = `re_${rand(24)}`;
    const made: StandInRefund = {
      id,
      object: 'refund',
      amount,
      balance_transaction: `txn_${rand(24)}`,
      charge,
      created: now(),
      currency: intent.currency,
      metadata: metadataOf(form),
      payment_intent: intent.id,
      payment_method: null,
      reason: form.get('reason'),
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(id, made);
    return ok(snapshot(made));
  }

  function refundedOf(intentId: string) {
    let sum = 0;
    for (const r of refunds.values()) if (r.payment_intent === intentId) sum += r.amount;
    return sum;
  }

  function createIntent(amount: number, currency: string, metadata: Record<string, string>): StandInIntent {
    const id = `pi_${rand(24)}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${rand(24)}`,
      metadata,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      livemode: false,
      created: now(),
    };
    intents.set(id, intent);
    return intent;
  }

  /** Puts an intent in a status as Stripe would have (a succeeded one gets its charge). */
  function setStatus(id: string, status: string): StandInIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The stand-in has no intent ${id}`);
    intent.status = status;
    if (status === 'succeeded') {
      intent.amount_received = intent.amount;
      intent.latest_charge ??= `ch_${rand(24)}`;
    }
    if (status === 'canceled') intent.canceled_at ??= now();
    return intent;
  }

  /**
   * A webhook call as Stripe sends it: the event's JSON body and its `Stripe-Signature` header, signed
   * with the endpoint's secret (HMAC-SHA256 of `timestamp.body`, Stripe's documented scheme).
   */
  function webhookEvent(
    intentId: string,
    secret: string,
    { type = 'payment_intent.succeeded', object }: { type?: string; object?: object } = {},
  ) {
    const intent = intents.get(intentId);
    if (!intent && !object) throw new Error(`The stand-in has no intent ${intentId}`);
    const event = {
      id: `evt_${rand(24)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object: object ?? snapshot(intent) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    const timestamp = now();
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return { event, payload, signature: `t=${timestamp},v1=${v1}` };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    /** An intent made outside the shop (as a forger with their own Stripe account might try). */
    createIntent,
    setStatus,
    webhookEvent,
    /** The refunds made for an intent. */
    refundsOf: (intentId: string) => [...refunds.values()].filter((r) => r.payment_intent === intentId),
    /**
     * From now on, refunds fail as Stripe fails them for a disputed charge (400 `charge_disputed`),
     * or with the given sentence; `null` lets them through again.
     */
    refuseRefunds(message?: string | null) {
      refundRefusal =
        message === null
          ? null
          : message === undefined
            ? (charge) => ({
                type: 'invalid_request_error',
                code: 'charge_disputed',
                message: stripeMessages.chargedBack(charge),
              })
            : () => ({ type: 'invalid_request_error', message });
    },
    /** From now on, every request is answered with this 5xx (Stripe down); `null` ends the outage. */
    breakDown(status: number | null = 500) {
      outage = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]!] = value;
  }
  return metadata;
}
