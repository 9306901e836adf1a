import { type DeliveryAddress, type DeliveryAddressInput, deliveryAddressInput } from '@teatree/shared/schemas/address';
import type { Path } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { AddressFields } from '../../../components/forms/address-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useZodForm } from '../../../hooks/use-zod-form';
import { showServerErrors } from '../../../lib/form-errors';

const FIELDS: Path<DeliveryAddressInput>[] = [
  'fullName',
  'country',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'phone',
];

type AddressFormProps = {
  initial: DeliveryAddressInput;
  shopCountry: string;
  submitLabel: string;
  /** Saves the address; a refusal with fields is shown on them, anything else answered as a message. */
  onSave: (address: DeliveryAddress) => Promise<unknown>;
  onCancel: () => void;
  onFailure: (message: string | null, error: unknown) => void;
};

/** Adds or changes one kept address, checked on the page by the same rule as the server's. */
export function AddressForm({ initial, shopCountry, submitLabel, onSave, onCancel, onFailure }: AddressFormProps) {
  const form = useZodForm(deliveryAddressInput, initial);
  const onSubmit = async (address: DeliveryAddress) => {
    try {
      await onSave(address);
    } catch (error) {
      onFailure(showServerErrors(error, form.setError, FIELDS), error);
    }
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-label={submitLabel}>
        <AddressFields shopCountry={shopCountry} phoneHint="Only for the courier, if they cannot find you." />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving…" className="btn btn-primary">
            {submitLabel}
          </SubmitButton>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
