import type { IncomingHttpHeaders } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Node answers 408 by itself to a client too slow with its headers, but once a request is handed to
 * the app, a body that trickles in (or never comes) would hold the connection and a parser forever.
 * Here the body must arrive within the request timeout; otherwise the answer is 408 with a message
 * and the connection is closed.
 */
/** Whether a request says it carries a body: a length above zero, or chunks. */
function hasBody(headers: IncomingHttpHeaders) {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

export default fp(async function slowBody(app: FastifyInstance, opts: { timeoutMs: number }) {
  // A hook with a callback, not an async one: every request passes here, and most go on at once.
  app.addHook('preParsing', (request, reply, payload, next) => {
    // Uploads are read from the socket by the multipart parser itself, with its own size limits.
    if (request.headers['content-type']?.startsWith('multipart/')) return next(null, payload);
    // A request without a body (most of them: every GET) has nothing to wait for.
    if (!hasBody(request.headers)) return next(null, payload);
    // The parser reads a stream of our own, which can fail with a 408 while the socket stays open
    // long enough to carry the answer.
    const body = new PassThrough();
    payload.pipe(body);
    const timer = setTimeout(() => {
      payload.unpipe(body);
      reply.header('connection', 'close');
      body.destroy(
        Object.assign(new Error('The request body did not arrive in time'), {
          statusCode: 408,
          code: 'TEATREE_BODY_TIMEOUT',
        }),
      );
    }, opts.timeoutMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    payload.once('end', done);
    payload.once('error', done);
    request.raw.once('close', done);
    // An answer sent before the body was read (a 413, say) ends the wait too.
    reply.raw.once('finish', done);
    body.on('error', () => {});
    next(null, body);
  });
});
