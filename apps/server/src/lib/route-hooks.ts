import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

/** The methods that only read: they take no body and change nothing. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route takes a request body: any of its methods but GET, HEAD and OPTIONS. */
export function takesBody(route: Pick<RouteOptions, 'method'>) {
  return [route.method].flat().some((method) => !SAFE_METHODS.has(method.toUpperCase()));
}

/**
 * Adds an onRequest hook to each route registered from now on that takes a body (a route that changes
 * something), as that route's own: the routes that need it pay for it, and every other request goes
 * through without it. It runs after the hooks every route has (the security headers among them), in
 * the order such hooks were added.
 */
export function onRequestOfRoutesWithBodies(app: FastifyInstance, hook: onRequestHookHandler) {
  app.addHook('onRoute', (route) => {
    if (!takesBody(route)) return;
    const own = route.onRequest;
    route.onRequest = [...(own ? [own].flat() : []), hook];
  });
}
