import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_MAX } from '../constants.ts';
import { withThousands } from '../numbers.ts';
import { teaCardFields } from './answer-fields.ts';
import { limitOffsetFields, requiredText } from './fields.ts';

/** A review as the API answers it (docs/product.md, "API", plus the stored rating and the date). */
export const review = z.object({
  _id: z.string(),
  /** "Former customer" once the author has deleted their account (then with no e-mail and no photo). */
  user: z.string(),
  /** Masked in public lists (`m•••@example.com`, see privacy.ts); whole only on the administrators' own list. */
  email: z.string(),
  userPhoto: z.string().nullable(),
  name: z.string(),
  review: z.string(),
  productId: z.string().nullable(),
  ...teaCardFields,
  rating: z.number().int().min(1).max(5),
  createdAt: z.string(),
  /** The author has a paid (or shipped, or delivered) order of this tea. */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof review>;

export const reviewListQuery = z.object({
  ...limitOffsetFields,
  /** One tea's reviews only. */
  productId: z
    .string()
    .regex(/^[a-z]{2,5}_[0-9a-z]{1,40}$/, { error: 'This is not a product id' })
    .optional(),
});

export { RATING_MAX, RATING_MIN } from '../constants.ts';
/** docs/product.md, "Business constants": the fourth of the five stars is preselected. */
export const RATING_DEFAULT = 4;

/** docs/product.md, "Errors": deleting a review asks this by the browser's confirm. */
export const REVIEW_DELETE_CONFIRM = 'Are you sure?';

export const reviewMessages = {
  productRequired: 'Choose the tea you are reviewing',
  reviewRequired: 'Review is required',
  reviewTooLong: `Review must be at most ${withThousands(REVIEW_MAX)} characters`,
  rating: `Rating must be a whole number of stars from ${RATING_MIN} to ${RATING_MAX}`,
  verifyFirst: 'Please verify your e-mail address before writing a review: open the link we sent you.',
} as const;

export const reviewTextField = requiredText(reviewMessages.reviewRequired).max(REVIEW_MAX, {
  error: reviewMessages.reviewTooLong,
});

export const ratingField = z
  .number({ error: reviewMessages.rating })
  .int({ error: reviewMessages.rating })
  .min(RATING_MIN, { error: reviewMessages.rating })
  .max(RATING_MAX, { error: reviewMessages.rating });

/**
 * Writing a review (docs/product.md, "Validation rules": the text is required). The reviewer's name, e-mail and photo
 * come from the session and the product's details from the catalogue, never from the body; the text
 * is kept as typed (only trimmed) and is always shown as text.
 */
export const reviewInput = z.object({
  productId: requiredText(reviewMessages.productRequired)
    .max(64, { error: reviewMessages.productRequired })
    .regex(/^[\w-]+$/, { error: reviewMessages.productRequired }),
  review: reviewTextField,
  rating: ratingField,
});
export type ReviewInput = z.input<typeof reviewInput>;
