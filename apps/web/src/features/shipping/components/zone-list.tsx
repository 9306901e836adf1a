import { formatPrice } from '@teatree/shared/money';
import { countryName } from '@teatree/shared/schemas/address';
import type { ShippingMethod, ShippingZone } from '@teatree/shared/schemas/shipping';
import { useState } from 'react';
import { HiOutlineGlobeAlt, HiOutlinePlus } from 'react-icons/hi2';
import { daysText } from '../../../components/money/totals';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeleteButton, EditButton } from '../../../components/ui/row-buttons';
import { toast } from '../../../components/ui/toast';
import { useDialogSubject } from '../../../hooks/use-dialog-subject';
import { failureMessage } from '../../../lib/form-errors';
import { useDeleteMethod, useDeleteZone } from '../api/setup';
import { rateText } from '../rate-text';
import { MethodForm } from './method-form';
import { ZoneForm } from './zone-form';

type Editing =
  | { form: 'zone'; zone: ShippingZone | null }
  | { form: 'method'; zone: ShippingZone; method: ShippingMethod | null };

/** What a delete asks about: a zone, or one method of a zone. */
type Deleting = { zone: ShippingZone; method?: ShippingMethod };

/**
 * The owner's zones, each with its countries and methods (docs/decisions/0033-shipping-and-tax.md): one
 * dialog at a time adds, changes or deletes a zone or a method.
 */
export function ZoneList({ zones, shopCountry }: { zones: readonly ShippingZone[]; shopCountry: string }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const deleting = useDialogSubject<Deleting>();
  const deleteZone = useDeleteZone();
  const deleteMethod = useDeleteMethod();
  /** What a delete does once answered: says so in a green toast and closes, or says why not in a red one. */
  const deleted = (said: string) => ({
    onSuccess: () => {
      toast.success(said);
      deleting.close();
    },
    onError: (error: unknown) => toast.error(failureMessage(error)),
  });
  /** Deletes the zone or the method the open dialog asks about. */
  const confirmDelete = () => {
    if (!deleting.subject) return;
    const { zone, method } = deleting.subject;
    if (method) deleteMethod.mutate(method.id, deleted(`${method.name} is deleted from ${zone.name}`));
    else deleteZone.mutate(zone.id, deleted(`Zone "${zone.name}" is deleted`));
  };
  const deletingMethod = deleting.subject?.method;

  return (
    <div className="flex flex-col gap-5">
      {zones.length === 0 && (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-base-content/80">
          No zones yet: the shop delivers everywhere at no charge and adds no tax. Add a zone to charge for delivery.
        </p>
      )}
      {zones.map((zone) => (
        <article key={zone.id} className="surface p-5 sm:p-6" aria-labelledby={`zone-${zone.id}`}>
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 id={`zone-${zone.id}`} className="flex items-center gap-2 text-lg font-semibold">
                {zone.restOfWorld && <HiOutlineGlobeAlt aria-hidden="true" className="size-5 text-primary" />}
                {zone.name}
              </h3>
              <p className="mt-1 text-sm text-base-content/75">
                {zone.restOfWorld ? 'Every country no other zone names' : zone.countries.map(countryName).join(', ')}
              </p>
            </div>
            <div className="flex gap-1">
              <EditButton label={`Edit zone ${zone.name}`} onClick={() => setEditing({ form: 'zone', zone })} />
              <DeleteButton label={`Delete zone ${zone.name}`} onClick={() => deleting.ask({ zone })} />
            </div>
          </header>
          {zone.methods.length === 0 ? (
            <p className="mt-4 text-sm text-base-content/75">No method yet: nothing is delivered to this zone.</p>
          ) : (
            <ul
              className="mt-4 divide-y divide-base-300 rounded-field border border-base-300"
              aria-label={`Methods of ${zone.name}`}
            >
              {zone.methods.map((method) => (
                <li key={method.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {method.name}
                      {!method.enabled && <span className="badge badge-sm badge-ghost">Off</span>}
                      {method.collect && <span className="badge badge-sm badge-soft badge-primary">Collected</span>}
                    </p>
                    <p className="text-sm text-base-content/75">
                      {rateText(method.rate)}
                      {method.freeOver !== null && ` · free from ${formatPrice(method.freeOver)}`}
                      {daysText(method.days) && ` · ${daysText(method.days)}`}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <EditButton
                      label={`Edit ${method.name} of ${zone.name}`}
                      onClick={() => setEditing({ form: 'method', zone, method })}
                    />
                    <DeleteButton
                      iconOnly
                      label={`Delete ${method.name} of ${zone.name}`}
                      onClick={() => deleting.ask({ zone, method })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="btn btn-outline btn-primary btn-sm mt-4"
            onClick={() => setEditing({ form: 'method', zone, method: null })}
          >
            <HiOutlinePlus aria-hidden="true" className="size-4" /> Add a method to {zone.name}
          </button>
        </article>
      ))}
      <div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ form: 'zone', zone: null })}>
          <HiOutlinePlus aria-hidden="true" className="size-5" /> Add a zone
        </button>
      </div>

      {editing?.form === 'zone' && (
        <ZoneForm open zone={editing.zone} zones={zones} shopCountry={shopCountry} onClose={close} />
      )}
      {editing?.form === 'method' && (
        <MethodForm
          open
          zoneId={editing.zone.id}
          zoneName={editing.zone.name}
          method={editing.method}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={deleting.open}
        title={deleting.subject ? `Delete ${(deletingMethod ?? deleting.subject.zone).name}?` : ''}
        confirmLabel={deletingMethod ? 'Delete method' : 'Delete zone'}
        busy={deletingMethod ? deleteMethod.isPending : deleteZone.isPending}
        onClose={deleting.close}
        onConfirm={confirmDelete}
      >
        {deletingMethod
          ? 'Shoppers can no longer choose it. Orders placed with it keep their own copy.'
          : 'Its methods go with it, and its countries are then served by the rest of the world, or not at all.'}
      </ConfirmDialog>
    </div>
  );
}
