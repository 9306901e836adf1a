import { QUANTITY_MAX } from '@teatree/shared/constants';
import { categoryIn } from '@teatree/shared/schemas/category';
import { useCallback, useMemo, useState } from 'react';
import { get, type Path, useController } from 'react-hook-form';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { isAuthFailure, useAuthFailure } from '../../../lib/auth-failure';
import { categoryNames, useCategories } from '../../../lib/categories';
import { showServerErrors } from '../../../lib/form-errors';
import { quantityOf, sizeErrorsOf } from '../utils/size-rows';
import { withFactFields } from '../utils/tea-facts-form';
import { PhotoField } from './photo-field';
import { PhotosField } from './photos-field';
import {
  AddedBy,
  emptyProduct,
  FormSection,
  fieldOrder,
  firstSizes,
  type ProductFormOutput,
  type ProductFormProps,
  type ProductFormValues,
  productFormRule,
} from './product-form-parts';
import { SizesEditor } from './sizes-editor';
import { StockFields } from './stock-fields';
import { TeaFactsFields } from './tea-facts-fields';
import { TeaSection } from './tea-section';
import { type SpecFields, useSizes } from './use-sizes';

export type { ProductFormProps, SavedValues } from './product-form-parts';

/**
 * Add Product (docs/product.md, "Screens and routes") and its edit: the shared `productFormInput` rule (`productInput`, read from the inputs' text) checks the form, so every
 * message of docs/product.md, "Validation rules" reads exactly as the server's own 400 would; the tea's
 * facts are read by the shared `teaFactsInput` (`productFormRule`, docs/decisions/0040-tea-facts.md).
 */
export function ProductForm({
  defaultValues,
  sizesStart,
  creator,
  schema = productFormRule,
  submitLabel,
  submittingLabel,
  failureToast,
  onSubmit,
  secondaryAction,
  requireChanges = false,
}: ProductFormProps) {
  const onAuthFailure = useAuthFailure();
  // The shop's categories (docs/decisions/0041-owner-kept-categories.md): the choice must be one of them,
  // refused with them named. Until they come, the shared rule alone checks the choice.
  const shopCategories = useCategories().data;
  const names = useMemo(() => (shopCategories ? categoryNames(shopCategories) : undefined), [shopCategories]);
  const rule = useMemo(() => (names ? schema.extend({ category: categoryIn(names) }) : schema), [schema, names]);
  const [formError, setFormError] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [galleryBusy, setGalleryBusy] = useState(false);
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
    getValues,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useZodForm(rule, defaultValues, {
    // Focus goes to the first mistake in the order the fields are read, not the order they registered.
    shouldFocusError: false,
  });
  const photo = useController({ control, name: 'photo' });
  // The tea's photos, the first being the photo (docs/decisions/0042-several-photos.md); left unset while
  // the tea has its photo alone.
  const gallery = useController({ control, name: 'photos' });
  const galleryValue = gallery.field.value ?? (photo.field.value ? [photo.field.value] : []);
  const nameLength = String(watch('name') ?? '').length;
  const spec = useMemo<SpecFields>(
    () => ({
      get: () => ({ price: getValues('price'), minOrder: getValues('minOrder'), quantity: getValues('quantity') }),
      set: (field, value) => setValue(field, value, { shouldDirty: true }),
    }),
    [getValues, setValue],
  );
  const sizes = useSizes(sizesStart, spec);

  const submit = async (values: ProductFormOutput) => {
    setFormError(null);
    const sized = sizes.collect();
    if (!sized) return focusSizeError();
    // The spec's Quantity as the stock holds it, when it is one the spec's rule takes (1 to 1000).
    const holds = quantityOf(sized.stock, sized.stockedBy, sizes.rows);
    const quantity = holds !== null && holds >= 1 && holds <= QUANTITY_MAX ? holds : undefined;
    try {
      const startAgain = await onSubmit({ ...values, quantity }, { ...sized, changed: sizes.changed });
      if (startAgain) {
        reset(emptyProduct());
        sizes.reset(firstSizes());
        setRound((n) => n + 1);
      }
    } catch (error) {
      toast.error(failureToast);
      if (isAuthFailure(error)) {
        await onAuthFailure(error);
        return;
      }
      // The fields say what they can; anything else (the shop being down, say) shows under the form.
      const message = showServerErrors(withFactFields(error), setError, fieldOrder);
      const sizeErrors = error instanceof ApiError ? sizeErrorsOf(error.fields) : {};
      sizes.setErrors(sizeErrors);
      setFormError(Object.keys(sizeErrors).length ? null : message);
    }
  };

  /** The first size or stock field the rules refused takes the focus. */
  const focusSizeError = () => {
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-sizes] [aria-invalid="true"]')?.focus());
  };

  const onInvalid = (invalid: Partial<Record<Path<ProductFormValues>, unknown>>) => {
    // The sizes say what is wrong with them too, though the spec's fields take the focus first.
    sizes.collect();
    const first = fieldOrder.find((name) => get(invalid, name));
    if (first) setFocus(first);
  };

  const onPhotoUploaded = useCallback(
    (url: string) => {
      photo.field.onChange(url);
      // A new photo takes the gallery's first place; the others stay.
      const others = gallery.field.value?.slice(1) ?? [];
      gallery.field.onChange(url && others.length ? [url, ...others.filter((other) => other !== url)] : undefined);
      if (url) clearErrors('photo');
    },
    [photo.field, gallery.field, clearErrors],
  );

  /** The gallery reordered, added to or cut: its first is the photo. */
  const onGalleryChange = useCallback(
    (photos: string[]) => {
      gallery.field.onChange(photos.length > 1 ? photos : undefined);
      if (photos[0] !== photo.field.value) photo.field.onChange(photos[0] ?? '');
      if (photos.length) clearErrors(['photo', 'photos']);
    },
    [photo.field, gallery.field, clearErrors],
  );

  const saving = isSubmitting;
  const quantityField = register('quantity');

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
          <AddedBy creator={creator} />

          <TeaSection
            register={register}
            errors={errors}
            nameLength={nameLength}
            categories={names}
            savedCategory={defaultValues.category}
          />

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
              <TextField
                label="Quantity"
                hint="How many of the default size the stock holds, 1 to 1000."
                {...tinCount('quantity')}
                onChange={(event) => {
                  void quantityField.onChange(event);
                  sizes.onQuantityTyped(event.target.value);
                }}
              />
              <TextField
                label="Minimum order"
                hint="The fewest of the default size one order takes, 1 to 1000."
                {...tinCount('minOrder')}
              />
            </div>
          </FormSection>

          <div className="flex flex-col gap-8" data-sizes>
            <FormSection title="Sizes">
              <SizesEditor
                rows={sizes.rows}
                errors={sizes.errors}
                onePiece={sizes.stockedBy === 'piece'}
                disabled={saving}
                {...sizes.editor}
              />
            </FormSection>
            <FormSection title="Stock">
              <StockFields
                stockedBy={sizes.stockedBy}
                stock={sizes.stock}
                rows={sizes.rows}
                errors={sizes.errors}
                disabled={saving}
                {...sizes.stockFields}
              />
            </FormSection>
          </div>

          <TeaFactsFields register={register} control={control} errors={errors.facts} />
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
          <div className="mt-8">
            <PhotosField
              value={galleryValue}
              onChange={onGalleryChange}
              error={errors.photos?.message ?? errors.photos?.root?.message}
              disabled={saving}
              onUploadError={(message) => setError('photos', { type: 'server', message })}
              onBusyChange={setGalleryBusy}
              onAuthFailure={onAuthFailure}
            />
          </div>
        </div>
      </div>

      <FormAlert message={formError} />

      <div className="flex flex-col-reverse gap-3 border-t border-base-300/70 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {secondaryAction}
        <SubmitButton
          className="btn btn-primary px-8"
          busy={saving}
          busyLabel={submittingLabel}
          disabled={photoBusy || galleryBusy || (requireChanges && !isDirty && !sizes.changed)}
        >
          {photoBusy || galleryBusy ? 'Waiting for the photo…' : submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
