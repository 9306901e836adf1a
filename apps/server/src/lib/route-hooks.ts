import type { FastifyContextConfig, FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * Adds an onSend hook to each route registered from now on whose config sets `flag`: the routes that
 * change something pay for the hook, and every other answer goes out without it.
 */
export function onSendOfRoutesThat(app: FastifyInstance, flag: keyof FastifyContextConfig, hook: onSendHookHandler) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.[flag]) return;
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), hook];
  });
}
