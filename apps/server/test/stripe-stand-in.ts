import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

const rand = (n: number) => randomBytes(n).toString('hex').slice(0, n);

/**
 * A local stand-in for the part of Stripe's API the shop calls (api.stripe.com cannot be reached from
 * here): PaymentIntents create / retrieve / confirm, form-encoded requests, Stripe's JSON shapes and
 * error bodies, bearer secret keys and idempotency keys. The official SDK talks to it unchanged.
 */
export async function startStripeStandIn(secretKey: string) {
  const intents = new Map<string, StandInIntent>();
  const idempotent = new Map<string, StandInIntent>();
  const requests: RecordedRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    requests.push({ method: req.method ?? '', path: url.pathname, form, headers: req.headers });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${rand(14)}` });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, type: string, message: string, extra: object = {}) =>
      send(status, { error: { type, message, ...extra } });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key)) return send(200, idempotent.get(key));
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        return fail(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { param: 'amount' });
      }
      const intent = createIntent(amount, form.get('currency') ?? 'usd', metadataOf(form));
      if (typeof key === 'string') idempotent.set(key, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(url.pathname);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (match && !intent) {
      return fail(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, {
        code: 'resource_missing',
        param: 'intent',
      });
    }
    if (intent && req.method === 'GET' && !match![2]) return send(200, intent);
    if (intent && req.method === 'POST' && match![2]) {
      if (intent.status === 'succeeded') {
        return fail(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', {
          code: 'payment_intent_unexpected_state',
        });
      }
      if (form.get('payment_method') === 'pm_card_chargeDeclined') {
        return fail(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
        });
      }
      intent.status = 'succeeded';
      return send(200, intent);
    }
    return fail(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  });

  function createIntent(amount: number, currency: string, metadata: Record<string, string>): StandInIntent {
    const id = `pi_${rand(24)}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${rand(24)}`,
      metadata,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return intent;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** An intent made outside the shop (as a forger with their own Stripe account might try). */
    createIntent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]!] = value;
  }
  return metadata;
}
