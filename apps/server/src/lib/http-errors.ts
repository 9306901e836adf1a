import { STATUS_CODES } from 'node:http';

/** An error that becomes a 4xx answer with the shop's JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Fields = Record<string, string>;
const answer =
  (statusCode: number) =>
  (message: string, fields?: Fields, code?: string): HttpError =>
    new HttpError(statusCode, message, fields, code);

/**
 * The refusals the shop answers, one per status, named as Node names the status. `fields` names the
 * fields at fault (the web app shows each message beside its field), `code` a machine-readable reason.
 */
export const badRequest = answer(400);
export const unauthorized = answer(401);
export const paymentRequired = answer(402);
export const forbidden = answer(403);
export const notFound = answer(404);
export const conflict = answer(409);
export const payloadTooLarge = answer(413);
export const tooManyRequests = answer(429);

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True when an error means the database cannot be reached, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: string; message?: string };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|pool after calling end/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The `error` word of the shop's error body for an HTTP status: Node's own name for it. */
export const statusText = (status: number) => STATUS_CODES[status] ?? (status >= 500 ? 'Server Error' : 'Bad Request');
