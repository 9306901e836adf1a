import type {
  FastifyContextConfig,
  FastifyInstance,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';

/**
 * Hooks that only some routes need are those routes' own, added as each route is registered: the
 * routes that need one pay for it, and every other request goes through without it. They run after
 * the hooks every route has (the security headers among them), in the order they were added.
 */
function addToRoutesThat<Hook>(
  app: FastifyInstance,
  applies: (route: RouteOptions) => boolean,
  name: 'onRequest' | 'onSend',
  hook: Hook,
) {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const own = route[name] as Hook | Hook[] | undefined;
    (route as unknown as Record<typeof name, Hook[]>)[name] = [...(own ? [own].flat() : []), hook] as Hook[];
  });
}

/** Adds an onSend hook to each route registered from now on whose config sets `flag` (a route that changes something). */
export function onSendOfRoutesThat(app: FastifyInstance, flag: keyof FastifyContextConfig, hook: onSendHookHandler) {
  addToRoutesThat(app, (route) => Boolean(route.config?.[flag]), 'onSend', hook);
}

/** The methods that only read: they take no body and change nothing. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route takes a request body: any of its methods but GET, HEAD and OPTIONS. */
export function takesBody(route: Pick<RouteOptions, 'method'>) {
  return [route.method].flat().some((method) => !SAFE_METHODS.has(method.toUpperCase()));
}

/** Adds an onRequest hook to each route registered from now on that takes a body (a route that changes something). */
export function onRequestOfRoutesWithBodies(app: FastifyInstance, hook: onRequestHookHandler) {
  addToRoutesThat(app, takesBody, 'onRequest', hook);
}
