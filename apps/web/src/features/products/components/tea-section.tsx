import { CATEGORIES, PRODUCT_NAME_MAX } from '@teatree/shared/constants';
import { TAX_CLASS_NAMES, TAX_CLASSES } from '@teatree/shared/tax';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { Options, SelectField } from '../../../components/ui/select-field';
import { FormSection, type ProductFormValues } from './product-form-parts';

type TeaSectionProps = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** How many characters the name holds now. */
  nameLength: number;
  /** The shop's categories in the owner's order; undefined until they come. */
  categories: readonly string[] | undefined;
  /** The tea's own category when the form opened (empty for a new tea). */
  savedCategory: string;
};

/**
 * The Category select's choices: the shop's categories in the owner's order (the first four until they
 * come), and the tea's own if the list no longer has it, so an edit still shows where the tea is.
 */
function categoryChoices(names: readonly string[] | undefined, current: string): readonly string[] {
  const shown = names ?? CATEGORIES;
  return current && !shown.includes(current) ? [...shown, current] : shown;
}

/** The tea section of Add Items and Edit: its name, brand, category, tax class and description. */
export function TeaSection({ register, errors, nameLength, categories, savedCategory }: TeaSectionProps) {
  return (
    <FormSection title="The tea">
      <TextField
        label="Product name"
        autoComplete="off"
        error={errors.name?.message}
        hint={`${nameLength}/${PRODUCT_NAME_MAX} characters`}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Brand" autoComplete="off" error={errors.brand?.message} {...register('brand')} />
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          <option value="" disabled>
            Choose a category
          </option>
          <Options values={categoryChoices(categories, savedCategory)} />
        </SelectField>
        <SelectField
          label="Tax class"
          error={errors.taxClass?.message}
          hint="Most tea is food, at the reduced rate; a teapot is standard."
          {...register('taxClass')}
        >
          <Options values={TAX_CLASSES} names={TAX_CLASS_NAMES} />
        </SelectField>
      </div>
      <TextAreaField
        label="Description"
        rows={5}
        error={errors.description?.message}
        hint="How it tastes, where it grows, how to brew it."
        {...register('description')}
      />
    </FormSection>
  );
}
