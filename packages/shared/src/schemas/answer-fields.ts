import { z } from 'zod';

/** Pieces that several of the API's answers share, written once so that those answers read alike. */

/** What an order and a review show of the tea they copied (besides its name), as the tea was then. */
export const teaCardFields = {
  category: z.string(),
  brand: z.string(),
  description: z.string(),
  photo: z.string(),
};

/** A delivery method's estimate in days, at least and at most; null when the owner gave none. */
export const deliveryDays = z.object({ min: z.number().int(), max: z.number().int() }).nullable();
