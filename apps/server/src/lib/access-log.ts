import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

const chindingsSym: typeof pino.symbols.chindingsSym = pino.symbols.chindingsSym;
const streamSym: typeof pino.symbols.streamSym = pino.symbols.streamSym;

/** What the access line reads of a request's logger: pino's own line prefix and destination. */
interface RequestLogger {
  isLevelEnabled(level: string): boolean;
  /** `,"pid":…,"hostname":…,"reqId":…`: the logger's bindings as pino writes them into each line. */
  [chindingsSym]: string;
  [streamSym]: { write(line: string): unknown };
}

/**
 * The access log (docs/operations.md, "Logs"): one line a request once it is answered, as every web
 * server writes it — method, path, status, bytes, milliseconds, request id and client — in place of
 * Fastify's two lines a request ("incoming request", "request completed"), on Fastify's own path for
 * them, with no hook of its own. The query string is left out: an account link's token, a search, a
 * guest order's key never reach the log. Below `info` nothing is written, as pino leaves the line out.
 *
 * The line is pino's, written as pino writes it (level, time, the logger's bindings, the fields,
 * `msg` last) to the logger's destination, but put together here: its fields are known, so it needs
 * none of pino's general work on an object of any shape, which was a tenth of the lightest answer's
 * time (docs/quality.md, "The access log"). A failed request's line goes through pino, with its error.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const log = reply.log as unknown as Partial<RequestLogger> & Pick<FastifyReply['log'], 'info' | 'error'>;
    // pino's logger has a destination to write to; Fastify's stand-in when logging is off has none.
    const stream = log[streamSym];
    if (!error && stream && !log.isLevelEnabled?.('info')) return;
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const length = reply.getHeader('content-length');
    const bytes = length === undefined ? null : Number(length);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error || !stream) {
      const line = { method: request.method, path, status: reply.statusCode, bytes, ms, client: request.ip };
      if (error) log.error({ ...line, err: error }, 'request errored');
      else log.info(line, 'request');
      return;
    }
    // The method is one of HTTP's own tokens (Node's parser takes no other), the status and figures are
    // numbers; the path and the client, which a visitor writes, are quoted as JSON quotes them.
    stream.write(
      `{"level":30,"time":${Date.now()}${log[chindingsSym]},"method":"${request.method}","path":${JSON.stringify(path)},"status":${reply.statusCode},"bytes":${bytes},"ms":${ms},"client":${JSON.stringify(request.ip ?? null)},"msg":"request"}\n`,
    );
  }
}
