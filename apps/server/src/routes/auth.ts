import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, type HttpError, notFound, statusText } from '../lib/http-errors.ts';
import { authHeaders } from '../modules/auth/better-auth.ts';
import { authRoutes, RESET_LINK, resetLinkRoute } from '../modules/auth/body-rules.ts';
import { callBetterAuth, WorkAfterAnswers } from '../modules/auth/calls.ts';
import { passwordToChoose } from '../modules/auth/proven-password.ts';

const PREFIX = '/api/auth';
/** A reset's work starts within this many ms of its answer, at a random moment (modules/auth/calls.ts). */
const WORK_SPREAD_MS = 400;
/** The page where the owner of a newly proven address chooses the account's password. */
const CHOOSE_PASSWORD_PAGE = '/reset-password';

/** The shop's 400 for a body that breaks a rule: every field named with its message. */
function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'is not a field of this request';
    } else {
      fields[issue.path.length ? issue.path.join('.') : 'body'] ??= issue.message;
    }
  }
  const [first] = Object.entries(fields);
  return badRequest(first ? `${first[0]}: ${first[1]}` : 'The request is not valid', fields);
}

/** Removes the session token from an answer: a page script must never hold it (docs/decisions/0009-accounts-trust.md). */
function withoutSessionToken(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!body || typeof body !== 'object') return text;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if (rest.session && typeof rest.session === 'object') {
    const { token: _sessionToken, ...session } = rest.session as Record<string, unknown>;
    rest.session = session;
  }
  return JSON.stringify(rest);
}

/**
 * Better Auth at /api/auth/*, behind the shop's rules: only the routes the shop uses, each body checked
 * with the shop's field rules first (body-rules.ts), errors in the shop's shape, and no session token
 * in any answer.
 */
const authBridge: FastifyPluginAsync = async (app) => {
  const afterAnswer = new WorkAfterAnswers(WORK_SPREAD_MS);
  app.addHook('onClose', () => afterAnswer.settled());
  /** `mayChangeAccounts`: the route may write an account or a session, which every app server must hear of at once. */
  const bridge = async (request: FastifyRequest, reply: FastifyReply, mayChangeAccounts: boolean) => {
    const origin = app.origins.of(request);
    const url = new URL(request.url, origin);
    const path = url.pathname.slice(PREFIX.length);
    const route = Object.hasOwn(authRoutes, path)
      ? authRoutes[path]
      : RESET_LINK.test(path)
        ? resetLinkRoute
        : undefined;
    if (!route || route.method !== request.method) {
      throw notFound('There is no such account route');
    }
    if (route.query) {
      const parsed = route.query.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) {
        if (route.onBadQuery) return reply.redirect(route.onBadQuery);
        throw validationError(parsed.error);
      }
    }
    let body: unknown;
    if (request.method === 'POST') {
      const parsed = route.body ? route.body.safeParse(request.body ?? {}) : null;
      if (parsed && !parsed.success) throw validationError(parsed.error);
      body = parsed?.data ?? {};
    }

    const headers = authHeaders(request, origin);
    if (body !== undefined) headers.set('content-type', 'application/json');
    // A verification link acts on the address it names, never on whoever is signed in in the browser
    // that opened it: Better Auth sees no session there, and the answer sets none.
    const verifying = path === '/verify-email';
    if (verifying) headers.delete('cookie');
    // The answer's body is read within the call too: nothing of Better Auth's runs after it.
    const call = () =>
      callBetterAuth(async () => {
        const answer = await app.auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );
        return { response: answer, text: await answer.text() };
      });
    if (route.answerFirst) {
      // The same answer at once for every address; the work (a token, a mail for a known address)
      // is done after it, so the time of the answer tells nothing either.
      const { status, body: answer } = route.answerFirst;
      afterAnswer.add(request, async () => {
        const { response, text } = await call();
        if (response.status >= 400) {
          request.log.info(
            { status: response.status, answer: text.slice(0, 200) },
            `${path} was refused after its answer`,
          );
        }
      });
      return reply.code(status).send(answer);
    }
    const { response, text } = await call();
    if (mayChangeAccounts && response.status < 400) await app.effects.accountChanged(request.log);
    if (verifying && response.status === 302 && !response.headers.get('location')?.includes('error=')) {
      // The address is proven: its owner chooses the account's password next (a sign-up's was forgotten).
      const choose = await passwordToChoose(app.db, url.searchParams.get('token') ?? '');
      if (choose) return reply.redirect(`${CHOOSE_PASSWORD_PAGE}?token=${choose}&verified=1`);
    }
    reply.code(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'set-auth-token') reply.header(key, value);
    });
    const cookies = verifying ? [] : response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (response.status >= 400) {
      let parsed: { code?: string; message?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {}
      return reply.type('application/json').send({
        error: statusText(response.status),
        message: parsed.message || 'The request could not be completed',
        ...(parsed.code ? { code: parsed.code } : {}),
      });
    }
    return reply.send(text ? withoutSessionToken(text) : null);
  };

  // Reading the session writes nothing another app server must know of at once (a refreshed expiry, an
  // expired session removed, which no server keeps past its end): it answers without settling.
  app.get('/auth/get-session', { schema: { hide: true } }, (request, reply) => bridge(request, reply, false));
  // Every other Better Auth route may write an account or a session.
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: (request, reply) => bridge(request, reply, true),
  });
};

export default authBridge;
