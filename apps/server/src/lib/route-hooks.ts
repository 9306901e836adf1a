import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** The methods that only read: they take no body and change nothing. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route takes a request body: any of its methods but GET, HEAD and OPTIONS. */
export function takesBody(route: Pick<RouteOptions, 'method'>) {
  return [route.method].flat().some((method) => !SAFE_METHODS.has(method.toUpperCase()));
}

/**
 * A route's hook, after the one that says who may call it: its answer is the caller's own or the owner's,
 * and no cache keeps it.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'private, no-store');
}
