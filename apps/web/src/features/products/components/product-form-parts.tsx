import type { productFormInput } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/form-field';
import { firstRows } from '../utils/size-rows';
import type { SizesStart } from './use-sizes';

/* The pieces of the Add Items and Edit form (./product-form.tsx) that are not its fields' behaviour. */

export type ProductFormValues = z.input<typeof productFormInput>;
export type ProductFormOutput = z.output<typeof productFormInput>;
export type ProductSchema = z.ZodType<ProductFormOutput, ProductFormValues>;

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
