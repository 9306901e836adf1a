import { z } from 'zod';

/** A review as the API answers it (SPEC.md section 3, plus the stored rating and the date). */
export const review = z.object({
  _id: z.string(),
  user: z.string(),
  email: z.string(),
  userPhoto: z.string().nullable(),
  name: z.string(),
  review: z.string(),
  productId: z.string().nullable(),
  category: z.string(),
  brand: z.string(),
  description: z.string(),
  photo: z.string(),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

export const reviewListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
