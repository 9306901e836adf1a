import type { RouteOptions } from 'fastify';

/** The methods that only read: they take no body and change nothing. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route takes a request body: any of its methods but GET, HEAD and OPTIONS. */
export function takesBody(route: Pick<RouteOptions, 'method'>) {
  return [route.method].flat().some((method) => !SAFE_METHODS.has(method.toUpperCase()));
}
