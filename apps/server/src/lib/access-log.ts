import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The access log (docs/operations.md, "Logs"): one line a request once it is answered, as every web
 * server writes it — method, path, status, bytes, milliseconds, request id and client — in place of
 * Fastify's two lines a request ("incoming request", "request completed"), on Fastify's own path for
 * them, with no hook of its own. The query string is left out: an account link's token, a search, a
 * guest order's key never reach the log. Below `info` nothing is written, as pino leaves the line out.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const query = url.indexOf('?');
    const length = reply.getHeader('content-length');
    const line = {
      method: request.method,
      path: query === -1 ? url : url.slice(0, query),
      status: reply.statusCode,
      bytes: length === undefined ? null : Number(length),
      ms: Math.round(reply.elapsedTime * 10) / 10,
      client: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
