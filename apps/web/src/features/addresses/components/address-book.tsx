import { toasts } from '@teatree/shared/messages';
import type { SavedAddress } from '@teatree/shared/schemas/address';
import { useState } from 'react';
import { HiOutlinePencilSquare, HiOutlinePlus, HiOutlineTrash } from 'react-icons/hi2';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Loading } from '../../../components/ui/loading';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { blankAddress } from '../../../lib/blank-address';
import { failureMessage } from '../../../lib/form-errors';
import { useShopConfig } from '../../../lib/shop-config';
import {
  useAddAddress,
  useAddresses,
  useChangeAddress,
  useMakeDefaultAddress,
  useRemoveAddress,
} from '../api/addresses';
import { AddressForm } from './address-form';

/** Which form is open: none, a new address, or one being changed. */
type Editing = null | 'new' | SavedAddress;

/**
 * My Profile's Addresses (docs/product.md, "Delivery addresses"): the addresses kept for next time,
 * the default first; add, change, delete (asked first) and make default, each said in a toast.
 */
export function AddressBook({ who }: { who: { name: string; phone: string } }) {
  const addresses = useAddresses();
  const config = useShopConfig();
  const shopCountry = config.data?.country ?? 'US';
  const add = useAddAddress();
  const change = useChangeAddress();
  const remove = useRemoveAddress();
  const makeDefault = useMakeDefaultAddress();
  const onAuthFailure = useAuthFailure();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);

  const failed = async (error: unknown, fallback?: string | null) => {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(toasts.noUser);
      await onAuthFailure(error);
      return;
    }
    toast.error(fallback ?? (fallback === null ? 'Please check the fields marked in red.' : failureMessage(error)));
  };

  const onRemove = (address: SavedAddress) =>
    remove.mutate(address.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success('The address is deleted');
      },
      onError: (error) => {
        setRemoving(null);
        void failed(error);
      },
    });

  const onMakeDefault = (address: SavedAddress) =>
    makeDefault.mutate(address.id, {
      onSuccess: () => toast.success('That is now your default address'),
      onError: (error) => void failed(error),
    });

  /** Each row's Edit and Delete: the verb shown, and said with the address it acts on. */
  const rowActions = [
    { verb: 'Edit', Icon: HiOutlinePencilSquare, className: 'btn btn-sm btn-ghost', act: setEditing },
    { verb: 'Delete', Icon: HiOutlineTrash, className: 'btn btn-sm btn-ghost text-error', act: setRemoving },
  ];

  const list = addresses.data ?? [];
  return (
    <section aria-labelledby="addresses-heading" className="surface p-6 sm:p-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="addresses-heading" className="mb-1 text-2xl font-semibold">
            Addresses
          </h2>
          <p className="text-base-content/75">Where your tea goes, kept for your next order.</p>
        </div>
        {editing === null && list.length < 20 && addresses.isSuccess && (
          <button type="button" className="btn btn-outline btn-primary" onClick={() => setEditing('new')}>
            <HiOutlinePlus className="size-5" aria-hidden="true" />
            Add an address
          </button>
        )}
      </div>
      {addresses.isPending ? (
        <Loading label="Loading your addresses" className="flex flex-col gap-3">
          <div className="skeleton h-20 w-full" />
        </Loading>
      ) : addresses.isError ? (
        <ErrorNotice message="Your addresses could not be loaded just now." onRetry={() => addresses.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          {editing === 'new' && (
            <div className="rounded-box border border-base-300 p-4 sm:p-6">
              <h3 className="mb-4 text-lg font-semibold">A new address</h3>
              <AddressForm
                initial={blankAddress(shopCountry, who.name, who.phone)}
                shopCountry={shopCountry}
                submitLabel="Save the address"
                onSave={async (address) => {
                  await add.mutateAsync(address);
                  setEditing(null);
                  toast.success('The address is saved');
                }}
                onCancel={() => setEditing(null)}
                onFailure={(message, error) => void failed(error, message)}
              />
            </div>
          )}
          {list.length === 0 && editing === null && (
            <p className="text-base-content/75">No address kept yet. Add one, and it is ready for your next order.</p>
          )}
          <ul className="flex flex-col gap-3">
            {list.map((address) =>
              editing !== null && editing !== 'new' && editing.id === address.id ? (
                <li key={address.id} className="rounded-box border border-base-300 p-4 sm:p-6">
                  <h3 className="mb-4 text-lg font-semibold">Change the address</h3>
                  <AddressForm
                    initial={address}
                    shopCountry={shopCountry}
                    submitLabel="Save the changes"
                    onSave={async (changed) => {
                      await change.mutateAsync({ id: address.id, address: changed });
                      setEditing(null);
                      toast.success('The address is saved');
                    }}
                    onCancel={() => setEditing(null)}
                    onFailure={(message, error) => void failed(error, message)}
                  />
                </li>
              ) : (
                <li
                  key={address.id}
                  className="flex flex-col gap-3 rounded-box border border-base-300 p-4 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    {address.isDefault && <span className="badge badge-primary mb-2">Default</span>}
                    <p className="break-words">{address.line}</p>
                    <p className="text-sm text-base-content/70">{address.phone}</p>
                  </div>
                  <div className="flex flex-wrap gap-2 sm:justify-end">
                    {!address.isDefault && (
                      <button
                        type="button"
                        className="btn btn-sm btn-ghost"
                        disabled={makeDefault.isPending}
                        onClick={() => onMakeDefault(address)}
                      >
                        Make default
                      </button>
                    )}
                    {rowActions.map(({ verb, Icon, className, act }) => (
                      <button
                        key={verb}
                        type="button"
                        className={className}
                        aria-label={`${verb} ${address.line}`}
                        onClick={() => act(address)}
                      >
                        <Icon className="size-4" aria-hidden="true" />
                        {verb}
                      </button>
                    ))}
                  </div>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete this address?"
        confirmLabel="Delete the address"
        busy={remove.isPending}
        onConfirm={() => removing && onRemove(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing?.line}
      </ConfirmDialog>
    </section>
  );
}
