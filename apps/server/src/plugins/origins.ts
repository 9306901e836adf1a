import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/http-errors.ts';
import { SAFE_METHODS, takesBody } from '../lib/route-hooks.ts';

/**
 * The addresses the shop answers as itself (docs/decisions/0009-accounts-trust.md):
 * - with PUBLIC_URL: that origin, plus TRUSTED_ORIGINS;
 * - without it (a first run on a laptop): the loopback addresses at the shop's own port
 *   (localhost, 127.0.0.1, [::1]), plus TRUSTED_ORIGINS.
 * Any other address, whatever a Host header claims, is a stranger: DNS rebinding gains nothing.
 */
export interface Origins {
  /** Where mailed links lead when the request came from nowhere trusted: PUBLIC_URL or http://localhost:PORT. */
  primary(): string;
  /** Every trusted origin, as `scheme://host[:port]`. */
  list(): string[];
  isTrusted(origin: string): boolean;
  /** The trusted origin the request was addressed to (so links go back to the address the person used), or the primary one. */
  of(request: FastifyRequest): string;
  /** Every route that takes a body, as registered (methods joined by commas): what this rule guards. */
  writeRoutes(): readonly { method: string; url: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    origins: Origins;
  }
}

/** The cookies the shop's sessions set (`__Secure-` over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?teatree\./;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const DEV_SERVER_PORT = 5173;
/** Refused origins named in the log, each once; past this many, strangers are refused without a line. */
const REFUSALS_LOGGED = 100;

export function createOrigins(config: Config, listeningPort: () => number | undefined): Omit<Origins, 'writeRoutes'> {
  const port = () => (config.PORT === 0 ? (listeningPort() ?? 0) : config.PORT);
  // As a browser writes them: port 80 is left out (`http://localhost`).
  const loopback = (p: number) => LOOPBACK_HOSTS.map((host) => new URL(`http://${host}:${p}`).origin);
  const build = (p: number) => {
    const own = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : loopback(p);
    // `npm run dev` serves the pages from Vite's own port and proxies /api to the shop.
    const dev = config.NODE_ENV === 'development' ? loopback(DEV_SERVER_PORT) : [];
    return [...new Set([...own, ...config.TRUSTED_ORIGINS, ...dev])];
  };
  // Asked on every change a page sends: made once for the port the shop listens on (known only once it listens).
  let made: { port: number; origins: readonly string[] } | undefined;
  const trusted = () => {
    const p = port();
    if (made?.port !== p) made = { port: p, origins: build(p) };
    return made.origins;
  };
  const list = () => [...trusted()];
  const isTrusted = (origin: string) => trusted().includes(origin.toLowerCase());
  const primary = () => (config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : loopback(port())[0]!);
  return {
    primary,
    list,
    isTrusted,
    of(request) {
      const addressed = `${request.protocol}://${request.host}`.toLowerCase();
      return isTrusted(addressed) ? addressed : primary();
    },
  };
}

/** The page a request says it comes from: its Origin, or the origin of its Referer when Origin is absent. */
function sendingOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * `app.origins`, and the shop's CSRF rule for every state-changing request, whatever its path: a request that names
 * the page it comes from (Origin, or Referer) must come from a trusted origin; one that carries a
 * session cookie must name it. Requests without a cookie (API clients, Stripe's signed webhook) are
 * judged by their own credentials.
 */
export default fp(
  async function origins(app: FastifyInstance, opts: { config: Config }) {
    const writeRoutes: { method: string; url: string }[] = [];
    const origins: Origins = {
      ...createOrigins(opts.config, () => (app.server.address() as AddressInfo | null)?.port),
      writeRoutes: () => writeRoutes,
    };
    app.decorate('origins', origins);
    const logged = new Set<string>();

    // The refusal's sentence goes to the person at that page; the log tells the shop's owner, once per
    // address, how to open the shop there if the address is theirs (a phone on the same network).
    const tellOwner = (request: FastifyRequest, from: string) => {
      if (from === 'null' || logged.has(from) || logged.size >= REFUSALS_LOGGED) return;
      logged.add(from);
      request.log.warn(
        { origin: from, trusted: origins.list() },
        `a page at ${from} was refused: it is not one of the shop's addresses. If it is yours (another device on this network, a new domain), add it to TRUSTED_ORIGINS.`,
      );
    };

    const refusal = (request: FastifyRequest) => {
      const from = sendingOrigin(request);
      if (from === undefined) {
        if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return undefined;
        return forbidden(
          'The shop only accepts changes sent from its own pages, and this request did not say where it came from.',
          undefined,
          'ORIGIN_MISSING',
        );
      }
      if (origins.isTrusted(from)) return undefined;
      tellOwner(request, from);
      return forbidden(
        `This page was opened at ${from === 'null' ? 'an address' : from} that this shop does not trust, so nothing was changed. Please open the shop at ${origins.primary()} and try again.`,
        undefined,
        'ORIGIN_NOT_TRUSTED',
      );
    };

    // Every write is judged, whatever spelling of its path it came by and whether or not a route
    // answers it: the router decodes `/%61pi/profile` to /api/profile, so a rule on the raw URL could
    // be walked around. A read passes at the cost of one look at its method.
    app.addHook('onRequest', (request, _reply, done) => {
      done(SAFE_METHODS.has(request.method) ? undefined : refusal(request));
    });
    app.addHook('onRoute', (route) => {
      if (takesBody(route)) writeRoutes.push({ method: [route.method].flat().join(','), url: route.url });
    });
  },
  { name: 'origins' },
);
