import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, isDatabaseUnavailable, statusText } from '../lib/http-errors.ts';

/** Turns a validation path such as `/items/0/name` into the field name a form knows (`items.0.name`). */
function fieldName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || 'body';
}

/**
 * One error policy for the whole API: every 4xx and 5xx answers `{ error, message, fields? }`;
 * validation errors name each field; 5xx details stay in the log, never in the answer.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = fieldName(issue.instancePath);
        fields[key] ??= issue.message ?? 'is not valid';
      }
      const [first] = Object.entries(fields);
      const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
      return reply.code(400).send({
        error: 'Bad Request',
        message: first ? `${first[0]}${where}: ${first[1]}` : 'The request is not valid',
        fields,
      });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({
        error: statusText(err.statusCode),
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.code ? { code: err.code } : {}),
      });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      // The health check says so from now on, without waiting for its next look.
      request.server.databaseCheck?.failed(err);
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ error: statusText(503), message: 'The shop is briefly unavailable. Please try again in a moment.' });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .code(status)
        .send({ error: statusText(status), message: 'Something went wrong on our side. Please try again.' });
    }
    const message =
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large'
        : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'This content type is not accepted here'
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : err.message;
    return reply.code(status).send({ error: statusText(status), message });
  });
});
