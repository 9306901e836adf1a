import { CATEGORIES, PRODUCT_NAME_MAX } from '@teatree/shared/constants';
import { productFormInput } from '@teatree/shared/schemas/product';
import { type ReactNode, useCallback, useState } from 'react';
import { type Path, useController } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../hooks/use-zod-form';
import { isAuthFailure, useAuthFailure } from '../../../lib/auth-failure';
import { showServerErrors } from '../../../lib/form-errors';
import { PhotoField } from './photo-field';

export type ProductFormValues = z.input<typeof productFormInput>;
export type ProductFormOutput = z.output<typeof productFormInput>;
type ProductSchema = z.ZodType<ProductFormOutput, ProductFormValues>;

/** The fields in the order the form shows them. */
const fieldOrder: Path<ProductFormValues>[] = [
  'name',
  'brand',
  'category',
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
  price: '',
  quantity: '',
  minOrder: '',
  date: today(),
  photo: '',
});

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 font-display text-lg font-semibold text-base-content">{title}</legend>
      {children}
    </fieldset>
  );
}

export type ProductFormProps = {
  defaultValues: ProductFormValues;
  /** Shown read-only: who adds the tea (the signed-in admin), or who added it. */
  creator: { name: string; email: string; nameLabel: string; emailLabel: string };
  /** A stricter or looser rule than `productFormInput`, for an edit that must accept what orders did to a tea. */
  schema?: ProductSchema;
  submitLabel: string;
  submittingLabel: string;
  /** Toasted when the server refuses or cannot be reached. */
  failureToast: string;
  /** Saves; answers true when the form should start again empty. A thrown error is shown on the form. */
  onSubmit: (values: ProductFormOutput) => Promise<boolean>;
  /** Beside the submit button, e.g. a way back. */
  secondaryAction?: ReactNode;
  /** Saving is pointless until something changed (editing). */
  requireChanges?: boolean;
};

/**
 * Add Product (docs/product.md, "Screens and routes") and its edit: the shared `productFormInput` rule (`productInput`, read from the inputs' text) checks the form, so every
 * message of docs/product.md, "Validation rules" reads exactly as the server's own 400 would.
 */
export function ProductForm({
  defaultValues,
  creator,
  schema = productFormInput,
  submitLabel,
  submittingLabel,
  failureToast,
  onSubmit,
  secondaryAction,
  requireChanges = false,
}: ProductFormProps) {
  const onAuthFailure = useAuthFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  // A new key after a reset gives the photo field a fresh file input and preview.
  const [round, setRound] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setFocus,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useZodForm(schema, defaultValues, {
    // Focus goes to the first mistake in the order the fields are read, not the order they registered.
    shouldFocusError: false,
  });
  const photo = useController({ control, name: 'photo' });
  const nameLength = String(watch('name') ?? '').length;

  const submit = async (values: ProductFormOutput) => {
    setFormError(null);
    try {
      const startAgain = await onSubmit(values);
      if (startAgain) {
        reset(emptyProduct());
        setRound((n) => n + 1);
      }
    } catch (error) {
      toast.error(failureToast);
      if (isAuthFailure(error)) {
        await onAuthFailure(error);
        return;
      }
      // The fields say what they can; anything else (the shop being down, say) shows under the form.
      setFormError(showServerErrors(error, setError, fieldOrder));
    }
  };

  const onInvalid = (invalid: Partial<Record<Path<ProductFormValues>, unknown>>) => {
    const first = fieldOrder.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  const onPhotoUploaded = useCallback(
    (url: string) => {
      photo.field.onChange(url);
      if (url) clearErrors('photo');
    },
    [photo.field, clearErrors],
  );

  const saving = isSubmitting;

  // The stock and the minimum order are both counts of whole tins.
  const tinCount = (name: 'quantity' | 'minOrder') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    step: '1',
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form onSubmit={handleSubmit(submit, onInvalid)} noValidate className="flex flex-col gap-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <div className="flex flex-col gap-8">
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
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
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

          <FormSection title="Price and stock">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Price (USD)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                error={errors.price?.message}
                {...register('price')}
              />
              <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
              <TextField label="Quantity" hint="Tins in stock, 1 to 1000." {...tinCount('quantity')} />
              <TextField
                label="Minimum order"
                hint="The fewest tins one order takes, 1 to 1000."
                {...tinCount('minOrder')}
              />
            </div>
          </FormSection>
        </div>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <PhotoField
            key={round}
            value={photo.field.value ?? ''}
            error={errors.photo?.message}
            inputRef={photo.field.ref}
            disabled={saving}
            onUploaded={onPhotoUploaded}
            onUploadError={(message) => setError('photo', { type: 'server', message })}
            onBusyChange={setPhotoBusy}
            onAuthFailure={onAuthFailure}
          />
        </div>
      </div>

      <FormAlert message={formError} />

      <div className="flex flex-col-reverse gap-3 border-t border-base-300/70 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {secondaryAction}
        <SubmitButton
          className="btn btn-primary px-8"
          busy={saving}
          busyLabel={submittingLabel}
          disabled={photoBusy || (requireChanges && !isDirty)}
        >
          {photoBusy ? 'Waiting for the photo…' : submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
