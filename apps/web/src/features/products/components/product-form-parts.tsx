import { productFormInput } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/form-field';
import { firstRows } from '../utils/size-rows';
import { emptyFactsForm, FACT_FIELDS, factsFormField } from '../utils/tea-facts-form';
import type { SizedFields, SizesStart } from './use-sizes';

/* The pieces of the Add Items and Edit form (./product-form.tsx) that are not its fields' behaviour. */

/** The shared `productFormInput`, the tea's facts read from the text their fields hold (docs/decisions/0040-tea-facts.md). */
export const productFormRule = productFormInput.extend({ facts: factsFormField });

export type ProductFormValues = z.input<typeof productFormRule>;
export type ProductFormOutput = z.output<typeof productFormRule>;
/** The form's rule: `productFormRule`, or one of its fields read otherwise (an edit's Quantity, the loaded categories). */
export type ProductSchema = typeof productFormRule;

/** What the form saves: the spec's fields, the Quantity only when the stock holds one the spec's rule takes. */
export type SavedValues = Omit<ProductFormOutput, 'quantity'> & { quantity?: number };

/** The Add Items and Edit form's (./product-form.tsx) settings. */
export type ProductFormProps = {
  defaultValues: ProductFormValues;
  /** The sizes and the stock the form starts from (docs/decisions/0032-sizes-and-stock-by-weight.md). */
  sizesStart: SizesStart;
  /** Shown read-only: who adds the tea (the signed-in admin), or who added it. */
  creator: { name: string; email: string; nameLabel: string; emailLabel: string };
  /** A stricter or looser rule than `productFormRule`, for an edit that must accept what orders did to a tea. */
  schema?: ProductSchema;
  submitLabel: string;
  submittingLabel: string;
  /** Toasted when the server refuses or cannot be reached. */
  failureToast: string;
  /**
   * Saves the spec's fields and the sizes and stock they agree with (`agree` in the shared product
   * rules); answers true when the form should start again empty. A thrown error is shown on the form.
   */
  onSubmit: (values: SavedValues, sized: SizedFields & { changed: boolean }) => Promise<boolean>;
  /** Beside the submit button, e.g. a way back. */
  secondaryAction?: ReactNode;
  /** Saving is pointless until something changed (editing). */
  requireChanges?: boolean;
};

/** The fields in the order the form shows them. */
export const fieldOrder: Path<ProductFormValues>[] = [
  'name',
  'brand',
  'category',
  'taxClass',
  'description',
  'price',
  'date',
  'quantity',
  'minOrder',
  ...FACT_FIELDS.map((name) => `facts.${name}` as const),
  'photo',
];

/** Today in the visitor's own calendar, as a date input writes it (YYYY-MM-DD). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptyProduct = (): ProductFormValues => ({
  name: '',
  brand: '',
  description: '',
  category: '' as ProductFormValues['category'],
  // Most tea is food, taxed at the reduced rate (docs/decisions/0033-shipping-and-tax.md).
  taxClass: 'reduced',
  price: '',
  quantity: '',
  minOrder: '',
  date: today(),
  photo: '',
  facts: emptyFactsForm(),
});

/** A new tea's sizes and stock: one 100 g tin, stocked by weight, the stock made from the Quantity. */
export const firstSizes = (): SizesStart => ({ rows: firstRows(), stockedBy: 'weight', stock: '' });

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 font-display text-lg font-semibold text-base-content">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Who adds the tea (the signed-in admin), or who added it: shown, never typed. */
export function AddedBy({
  creator,
}: {
  creator: { name: string; email: string; nameLabel: string; emailLabel: string };
}) {
  return (
    <FormSection title="Added by">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={creator.nameLabel}
          value={creator.name}
          readOnly
          className="bg-base-200 text-base-content/80"
        />
        <TextField
          label={creator.emailLabel}
          type="email"
          value={creator.email}
          readOnly
          className="bg-base-200 text-base-content/80"
        />
      </div>
    </FormSection>
  );
}
