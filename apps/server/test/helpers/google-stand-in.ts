import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, type Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';

/** A Google account as Google describes it in an id_token. */
export interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** What the next id_token Google hands out gets wrong, as a forger who could answer in Google's place would. */
export interface Forgery {
  /** Issued to another application's client id. */
  audience?: string;
  /** Signed with a key that is not Google's, under the key id of Google's current key. */
  signedByStranger?: boolean;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  nonce?: string;
  account: GoogleAccount;
  expiresAt: number;
  used: boolean;
}

const ISSUER = 'https://accounts.google.com';
const HOSTS = ['accounts.google.com', 'oauth2.googleapis.com', 'www.googleapis.com', 'openidconnect.googleapis.com'];
const GRANTED_SCOPES: Record<string, string> = {
  openid: 'openid',
  email: 'https://www.googleapis.com/auth/userinfo.email',
  profile: 'https://www.googleapis.com/auth/userinfo.profile',
};

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function signingKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, jwk: publicKey.export({ format: 'jwk' }), kid: randomBytes(20).toString('hex') };
}

function signJwt(payload: object, key: KeyObject, kid: string) {
  const input = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}

/**
 * A local stand-in for Google's OAuth 2.0 / OpenID Connect service, on Google's hosts and paths, as the
 * shop's Google sign-in uses it: the consent page at accounts.google.com/o/oauth2/v2/auth (one signed-in
 * Google account that consents at once), the code exchange at oauth2.googleapis.com/token (client secret,
 * registered redirect URI, PKCE S256, single-use codes; Google's `invalid_grant` otherwise) answering an
 * access token and an RS256 id_token, and Google's signing keys at www.googleapis.com/oauth2/v3/certs.
 * Each Google host has a loopback port of its own; `routeGoogleHere()` sends the process's fetch there.
 */
export async function startGoogleStandIn(client: { clientId: string; clientSecret: string; redirectUri: string }) {
  const current = signingKey();
  const next = signingKey();
  const stranger = signingKey();
  const codes = new Map<string, IssuedCode>();
  let signedIn: GoogleAccount | null = null;
  let refuseConsent = false;
  let forgery: Forgery | null = null;

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    if (q.get('client_id') !== client.clientId) {
      return page(res, 401, 'Error 401: invalid_client. The OAuth client was not found.');
    }
    const redirectUri = q.get('redirect_uri') ?? '';
    if (redirectUri !== client.redirectUri) {
      return page(res, 400, "Error 400: redirect_uri_mismatch. You can't sign in to this app.");
    }
    const back = new URL(redirectUri);
    const state = q.get('state');
    const answer = (params: Record<string, string>) => {
      for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
      if (state !== null) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.href }).end();
    };
    if (q.get('response_type') !== 'code') return answer({ error: 'unsupported_response_type' });
    const codeChallenge = q.get('code_challenge');
    if (!codeChallenge || q.get('code_challenge_method') !== 'S256') {
      return page(res, 400, 'Error 400: invalid_request. Missing or unsupported code_challenge_method.');
    }
    const requested = (q.get('scope') ?? '').split(' ').filter(Boolean);
    if (!requested.length || requested.some((s) => !GRANTED_SCOPES[s])) return answer({ error: 'invalid_scope' });
    if (!signedIn) return page(res, 200, 'Sign in - Google Accounts');
    if (refuseConsent) return answer({ error: 'access_denied' });
    const scope = requested.map((s) => GRANTED_SCOPES[s]).join(' ');
    const code = `4/0A${random(60)}`;
    codes.set(code, {
      clientId: client.clientId,
      redirectUri,
      codeChallenge,
      scope,
      nonce: q.get('nonce') ?? undefined,
      account: signedIn,
      expiresAt: Date.now() + 10 * 60_000,
      used: false,
    });
    return answer({ code, scope, authuser: '0', prompt: 'consent' });
  }

  function exchange(req: IncomingMessage, form: URLSearchParams, res: ServerResponse) {
    const fail = (status: number, error: string, description: string) =>
      json(res, status, { error, error_description: description });
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [clientId, clientSecret] = basic
      ? Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    if (clientId !== client.clientId || clientSecret !== client.clientSecret) {
      return fail(401, 'invalid_client', 'Unauthorized');
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return fail(400, 'unsupported_grant_type', 'Invalid grant_type');
    }
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.expiresAt < Date.now() || issued.clientId !== clientId) {
      return fail(400, 'invalid_grant', 'Bad Request');
    }
    // A code is good for one exchange, whatever its outcome, so a failed try cannot be retried with it.
    issued.used = true;
    if (form.get('redirect_uri') !== issued.redirectUri) return fail(400, 'redirect_uri_mismatch', 'Bad Request');
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.codeChallenge) {
      return fail(400, 'invalid_grant', 'Invalid code verifier.');
    }
    const accessToken = `ya29.${random(120)}`;
    const body: Record<string, unknown> = {
      access_token: accessToken,
      expires_in: 3599,
      scope: issued.scope,
      token_type: 'Bearer',
    };
    if (issued.scope.split(' ').includes('openid')) body.id_token = idToken(issued, accessToken);
    return json(res, 200, body);
  }

  function idToken(issued: IssuedCode, accessToken: string) {
    const now = Math.floor(Date.now() / 1000);
    const hash = createHash('sha256').update(accessToken).digest();
    const { account } = issued;
    const granted = issued.scope.split(' ');
    const claims = {
      iss: ISSUER,
      azp: issued.clientId,
      aud: forgery?.audience ?? issued.clientId,
      sub: account.sub,
      ...(granted.includes(GRANTED_SCOPES.email!) && { email: account.email, email_verified: account.email_verified }),
      at_hash: hash.subarray(0, 16).toString('base64url'),
      ...(issued.nonce && { nonce: issued.nonce }),
      ...(granted.includes(GRANTED_SCOPES.profile!) && {
        name: account.name,
        ...(account.picture && { picture: account.picture }),
        ...(account.given_name && { given_name: account.given_name }),
        ...(account.family_name && { family_name: account.family_name }),
      }),
      iat: now,
      exp: now + 3600,
    };
    const key = forgery?.signedByStranger ? stranger.privateKey : current.privateKey;
    forgery = null;
    return signJwt(claims, key, current.kid);
  }

  function certs(res: ServerResponse) {
    const keys = [current, next].map(({ jwk, kid }) => ({ ...jwk, alg: 'RS256', use: 'sig', kid }));
    res.setHeader('cache-control', 'public, max-age=20000, must-revalidate, no-transform');
    json(res, 200, { keys });
  }

  const servers = new Map<string, { server: Server; origin: string }>();
  for (const host of HOSTS) {
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', `https://${host}`);
      const route = `${req.method} ${host}${url.pathname}`;
      if (route === 'GET accounts.google.com/o/oauth2/v2/auth') return authorize(url, res);
      if (route === 'POST oauth2.googleapis.com/token') {
        return exchange(req, new URLSearchParams(Buffer.concat(chunks).toString()), res);
      }
      if (route === 'GET www.googleapis.com/oauth2/v3/certs') return certs(res);
      return page(res, 404, `Error 404 (Not Found). The requested URL ${url.pathname} was not found on this server.`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.set(host, { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }

  return {
    /** The Google account signed in at Google in the browser; it consents to the shop when asked. */
    signInAs(account: GoogleAccount) {
      signedIn = account;
      refuseConsent = false;
    },
    /** The person presses Cancel on Google's consent screen. */
    refuseConsent() {
      refuseConsent = true;
    },
    /** The next id_token handed out at the token endpoint is forged this way. */
    forgeNextIdToken(how: Forgery) {
      forgery = how;
    },
    /**
     * Sends the process's fetch (undici's global dispatcher, which Node's fetch shares) for Google's hosts
     * to the stand-in, everything else where it went before. Returns the undo.
     */
    routeGoogleHere() {
      const previous: Dispatcher = getGlobalDispatcher();
      const agent = new Agent();
      setGlobalDispatcher(
        agent.compose((dispatch) => (opts, handler) => {
          const target = servers.get(new URL(String(opts.origin)).host);
          return target ? dispatch({ ...opts, origin: target.origin }, handler) : previous.dispatch(opts, handler);
        }),
      );
      return async () => {
        setGlobalDispatcher(previous);
        await agent.close();
      };
    },
    close: () =>
      Promise.all(
        [...servers.values()].map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve()))),
      ),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function page(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>${text}</title>`);
}
