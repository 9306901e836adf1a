import { z } from 'zod';
import { CATEGORIES } from '../constants.ts';
import { requiredText } from './fields.ts';

/**
 * The categories the owner keeps (docs/decisions/0041-owner-kept-categories.md): a list in the owner's
 * order, starting with the shop's first four (Organic, Green Tea, Black Tea, White Tea). A tea names
 * its category; a category no tea uses may be retired.
 */

export const CATEGORY_NAME_MAX = 40;
/** The list stays short enough for a select and a row of filters. */
export const CATEGORIES_MAX = 50;

export const categoryMessages = {
  nameRequired: 'Name the category',
  nameTooLong: `A category name is at most ${CATEGORY_NAME_MAX} characters`,
  taken: (name: string) => `There is already a category named "${name}"`,
  inUse: (name: string, teas: number) =>
    `"${name}" is the category of ${teas === 1 ? '1 tea' : `${teas} teas`}: move ${teas === 1 ? 'it' : 'them'} to another category first`,
  unknown: 'This category does not exist',
  tooMany: `A shop keeps at most ${CATEGORIES_MAX} categories`,
  changeSomething: 'Change the name or the position',
  position: 'Position must be a whole number from 1',
} as const;

/** The message of a tea's category that is not one of the shop's: it names the shop's categories, in order. */
export const categoryChoiceMessage = (names: readonly string[]) => `Category must be one of ${names.join(', ')}`;

export const categoryName = requiredText(categoryMessages.nameRequired).max(CATEGORY_NAME_MAX, {
  error: categoryMessages.nameTooLong,
});

/**
 * A tea's category as a form or a request names it. Whether the shop keeps it is asked of the shop's
 * list (the server's, or the one the page loaded): an empty choice is refused with the first four named.
 */
export const categoryField = requiredText(categoryChoiceMessage(CATEGORIES)).max(CATEGORY_NAME_MAX, {
  error: categoryChoiceMessage(CATEGORIES),
});

/** One of `names`, refused with them named: the product form's check against the list it loaded. */
export const categoryIn = (names: readonly string[]) =>
  z
    .string({ error: categoryChoiceMessage(names) })
    .refine((name) => names.includes(name), { error: categoryChoiceMessage(names) });

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  /** 1 for the first of the list. */
  position: z.number().int(),
  /** How many teas are in it: a category with none may be retired. */
  teas: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const categoryInput = z.object({ name: categoryName }).strict();
export type CategoryInput = z.input<typeof categoryInput>;

export const categoryChange = z
  .object({
    name: categoryName.optional(),
    position: z.number({ error: categoryMessages.position }).int({ error: categoryMessages.position }).min(1, {
      error: categoryMessages.position,
    }),
  })
  .partial()
  .strict()
  .refine((v) => v.name !== undefined || v.position !== undefined, { error: categoryMessages.changeSomething });
export type CategoryChange = z.input<typeof categoryChange>;

export const categoryParams = z.object({ id: z.string().max(64) });
