import { z } from 'zod';

/** The one error body of every 4xx and 5xx answer. `fields` names each bad field with its message. */
export const apiError = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A machine-readable reason where a client may act on it (a card's decline code, say). */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiError>;
