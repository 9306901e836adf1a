import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The access log (docs/operations.md, "Logs"): one line a request once it is answered, as every web
 * server writes it — method, path, status, bytes, milliseconds, request id and client — in place of
 * Fastify's two lines a request ("incoming request", "request completed"). The query string is left
 * out: an account link's token, a search, a guest order's key never reach the log.
 */
/** The levels that write `info` lines: at `warn` and above the log is quiet, and no hook is added. */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

export default fp(async function accessLog(app: FastifyInstance) {
  if (!WRITES_INFO.has(app.log.level)) return;
  // A callback hook, not an async one: no promise a request, on the path of every answer.
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    const length = reply.getHeader('content-length');
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        path: query === -1 ? url : url.slice(0, query),
        status: reply.statusCode,
        bytes: length === undefined ? null : Number(length),
        ms: Math.round(reply.elapsedTime * 10) / 10,
        client: request.ip,
      },
      'request',
    );
    done();
  });
});
