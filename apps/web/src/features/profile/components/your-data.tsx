import { useQueryClient } from '@tanstack/react-query';
import { privacyMessages } from '@teatree/shared/privacy';
import { useEffect, useRef, useState } from 'react';
import { HiOutlineArrowDownTray, HiOutlineTrash } from 'react-icons/hi2';
import { useNavigate } from 'react-router';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth';
import { useAuthFailure } from '../../../lib/auth-failure';
import { useDeleteAccount } from '../api/delete-account';
import { useExportMyData } from '../api/export-my-data';

/**
 * Download my data and Delete my account (docs/decisions/0010-personal-data.md). Deleting asks first
 * in a dialog; afterwards the visitor lands on the home page, signed out.
 */
export function YourData() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onAuthFailure = useAuthFailure();
  const exportData = useExportMyData();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  // The page forgets the session only once this screen has gone: forgotten while the profile still
  // shows, its guard would send the visitor to /login instead of home.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) clearSession(queryClient);
    },
    [queryClient],
  );

  const onDownload = () =>
    exportData.mutate(undefined, {
      onSuccess: (fileName) => toast.success(`Your data is saved as ${fileName}`),
      onError: async (error) => {
        if (await onAuthFailure(error)) return;
        toast.error('Your data could not be downloaded just now. Please try again.');
      },
    });

  const onDelete = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        deleted.current = true;
        setConfirming(false);
        toast.success(privacyMessages.deleted);
        navigate(paths.home.getHref(), { replace: true });
      },
      onError: async (error) => {
        setConfirming(false);
        if (await onAuthFailure(error)) return;
        toast.error(
          error instanceof ApiError && error.status === 409
            ? error.message
            : 'Your account could not be deleted just now. Please try again.',
        );
      },
    });

  return (
    <section aria-labelledby="your-data-heading" className="surface p-6 sm:p-8">
      <h2 id="your-data-heading" className="mb-1 text-2xl font-semibold">
        Your data
      </h2>
      <p className="mb-6 text-base-content/75">
        It is yours: take a copy whenever you like, or leave us altogether.{' '}
        <Link to={paths.privacy.getHref()} className="link link-primary">
          How we look after it
        </Link>
      </p>

      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <div className="flex flex-col gap-1">
            <h3 className="font-sans text-base font-semibold">Download my data</h3>
            <p className="text-sm leading-relaxed text-base-content/75">
              Your profile, your orders, your reviews and your cart, in one JSON file.
            </p>
          </div>
          <button
            type="button"
            className="btn btn-outline btn-primary shrink-0 gap-2"
            onClick={onDownload}
            disabled={exportData.isPending}
          >
            <BusyIcon busy={exportData.isPending} icon={HiOutlineArrowDownTray} className="size-5" />
            {exportData.isPending ? 'Preparing…' : 'Download my data'}
          </button>
        </div>

        <div className="border-t border-base-300" />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <div className="flex flex-col gap-1">
            <h3 className="font-sans text-base font-semibold">Delete my account</h3>
            <p className="text-sm leading-relaxed text-base-content/75">
              Signs you out everywhere and removes your profile for good.
            </p>
          </div>
          <button
            type="button"
            className="btn btn-outline btn-error shrink-0 gap-2"
            onClick={() => setConfirming(true)}
            disabled={deleteAccount.isPending}
          >
            <HiOutlineTrash className="size-5" aria-hidden="true" />
            Delete my account
          </button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete my account"
        cancelLabel="Keep my account"
        busy={deleteAccount.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      >
        <p>You will be signed out on every device, and your profile and sign-in are removed. This cannot be undone.</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>
            Orders stay in our books, no longer linked to you: the name, e-mail and address they were sent to are kept,
            your phone number is not. Unpaid orders are cancelled.
          </li>
          <li>Your reviews stay, signed “Former customer”, without your e-mail or photo.</li>
        </ul>
        <p className="mt-3 text-sm">Want a copy first? Download your data before you go.</p>
      </ConfirmDialog>
    </section>
  );
}
