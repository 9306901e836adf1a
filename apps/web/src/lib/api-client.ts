import type { ApiError as ApiErrorBody } from '@teatree/shared/schemas/api-error';
import { orderKeyInAddress } from '../config/paths';

/** A failed API call, carrying the server's `{error, message, fields?, code?}` body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The account service's machine-readable reason (INVALID_TOKEN, USER_ALREADY_EXISTS…), when it gave one. */
  readonly reason: string | undefined;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reason = reason;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

/** A JSON answer together with the headers some lists carry (the total in X-Total-Count). */
export type ApiResponse<T> = { data: T; headers: Headers };

function buildUrl(path: string, params: RequestOptions['params']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/api${path}?${query}` : `/api${path}`;
}

// Checked by hand rather than with the shared zod schema: this file is in every page's first script,
// and zod would add tens of kilobytes to it for one shape.
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, fields } = body as Record<string, unknown>;
  const fieldsOk =
    fields === undefined ||
    (typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string'));
  return typeof error === 'string' && typeof message === 'string' && fieldsOk;
}

/** The ApiError of a refused request: the shop's error body when it sent one, else the fallback words. */
export function apiErrorOf(status: number, body: unknown, fallback: string): ApiError {
  if (isApiErrorBody(body)) {
    const reason = (body as { code?: unknown }).code;
    return new ApiError(status, body.error, body.message, body.fields, typeof reason === 'string' ? reason : undefined);
  }
  return new ApiError(status, 'HttpError', fallback);
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return apiErrorOf(response.status, body, response.statusText || `Request failed (${response.status})`);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, params, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const orderKey = orderKeyInAddress();
  if (orderKey) headers['X-Order-Key'] = orderKey;

  const response = await fetch(buildUrl(path, params), {
    method,
    headers,
    // The session arrives as an httpOnly cookie (docs/product.md, departure 5), so every call carries it.
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (!response.ok) throw await toApiError(response);
  const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  return { data, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, options).then((r) => r.data),
  getWithHeaders: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }).then((r) => r.data),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body }).then((r) => r.data),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }).then((r) => r.data),
};
