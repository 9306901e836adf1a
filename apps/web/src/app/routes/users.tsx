import { toasts } from '@teatree/shared/messages';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import { CUSTOMER_SEARCH_MAX } from '@teatree/shared/schemas/customers';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ListSearch } from '../../components/ui/list-search';
import { Pagination } from '../../components/ui/pagination';
import { QueryView } from '../../components/ui/query-view';
import { TableSkeleton } from '../../components/ui/table-skeleton';
import { toast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useUsers } from '../../features/users/api/get-users';
import { useMakeAdmin } from '../../features/users/api/make-admin';
import { removeAdmin, useRemoveAdmin } from '../../features/users/api/remove-admin';
import { useRemoveUser } from '../../features/users/api/remove-user';
import { USER_ROWS, UsersTable } from '../../features/users/components/users-table';
import { useDialogSubject } from '../../hooks/use-dialog-subject';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { useAuthFailure } from '../../lib/auth-failure';
import { failureMessage } from '../../lib/form-errors';

/** A page of the list: its search and number live in the address, so Back and a shared link keep them. */
function usersHref(q: string, page: number): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${paths.users.getHref()}?${query}` : paths.users.getHref();
}

export default function UsersRoute() {
  const { user: me } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const requested = Number(searchParams.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const usersQuery = useUsers({ q, page });
  const { data, refetch, isPlaceholderData } = usersQuery;
  const makeAdmin = useMakeAdmin();
  const demote = useRemoveAdmin();
  const removeUser = useRemoveUser();
  const onAuthFailure = useAuthFailure();
  const [busyEmail, setBusyEmail] = useState<string | null>(null);
  const removing = useDialogSubject<ShopUser>();

  const onMakeAdmin = (user: ShopUser) => {
    setBusyEmail(user.email);
    makeAdmin.mutate(user.email, {
      onSuccess: () => toast.success(toasts.madeAdmin),
      onError: async (failure) => {
        if (failure instanceof ApiError && failure.status === 401) await onAuthFailure(failure);
        else toast.error(toasts.makeAdminFailed);
      },
      onSettled: () => setBusyEmail(null),
    });
  };

  const onRoleError = async (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 401) await onAuthFailure(failure);
    else toast.error(failureMessage(failure, 'The role could not be changed just now.'));
    // 409: the other administrators left meanwhile. The fresh list shows who is the last one, and why.
    if (failure instanceof ApiError && failure.status === 409) void refetch();
  };

  const onRemoveAdmin = async (user: ShopUser) => {
    setBusyEmail(user.email);
    if (user.email !== me?.email) {
      demote.mutate(user.email, {
        onSuccess: () => toast.success(`${user.email} is no longer an administrator`),
        onError: onRoleError,
        onSettled: () => setBusyEmail(null),
      });
      return;
    }
    // Giving up one's own role: no list to refresh (this page is for admins only, and would now be
    // refused), but a fresh start on the home page as the customer one has become.
    try {
      await removeAdmin(user.email);
      window.location.assign(paths.home.getHref());
    } catch (failure) {
      setBusyEmail(null);
      await onRoleError(failure);
    }
  };

  const onConfirmRemove = () => {
    if (!removing.subject || !removing.open) return;
    const { email } = removing.subject;
    setBusyEmail(email);
    removeUser.mutate(email, {
      onSuccess: () => {
        toast.success(`User ${email} is removed`);
        removing.close();
      },
      onError: async (failure) => {
        removing.close();
        if (failure instanceof ApiError && failure.status === 401) await onAuthFailure(failure);
        else toast.error(failureMessage(failure, 'The user could not be removed just now.'));
        if (failure instanceof ApiError && failure.status === 409) void refetch();
      },
      onSettled: () => setBusyEmail(null),
    });
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageFrame
      id="users-heading"
      eyebrow="Shop admin"
      title="Manage All Users"
      intro={
        <p>
          Everyone with a TeaTree account, the shop's administrators first, then newest first, with what they bought.
          Make a trusted colleague an admin, or remove an account that should go.
          {data &&
            !q &&
            ` ${data.total} ${data.total === 1 ? 'account' : 'accounts'}, ${data.admins} ${data.admins === 1 ? 'admin' : 'admins'}.`}
        </p>
      }
    >
      <div className="mb-6">
        {/* Accounts whose name or e-mail contains the words, in any case. */}
        <ListSearch
          q={q}
          onSearch={(next) => setSearchParams(new URLSearchParams(next ? { q: next } : {}))}
          label="Search users"
          landmark="Users by name or e-mail"
          placeholder="Name or e-mail"
          maxLength={CUSTOMER_SEARCH_MAX}
          submit="Find"
          className="w-full sm:w-96"
        />
        {data && q && (
          <p className="mt-3 text-base-content/80" role="status">
            {data.total === 0
              ? `No account matches “${q}”.`
              : `${data.total} ${data.total === 1 ? 'account matches' : 'accounts match'} “${q}”.`}
          </p>
        )}
      </div>

      <QueryView
        query={usersQuery}
        failure="The users could not be loaded just now."
        loading="Loading users"
        skeleton={<TableSkeleton rows={6} {...USER_ROWS} />}
      >
        {(found) => (
          <div className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
            <UsersTable
              users={found.customers}
              firstNumber={(found.page - 1) * found.pageSize + 1}
              admins={found.admins}
              currentEmail={me?.email ?? ''}
              busyEmail={busyEmail}
              onMakeAdmin={onMakeAdmin}
              onRemoveAdmin={onRemoveAdmin}
              onRemoveUser={removing.ask}
            />
            {pageCount > 1 && (
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefFor={(p) => usersHref(q, p)}
                label="Pages of users"
                middle="count"
              />
            )}
          </div>
        )}
      </QueryView>

      <ConfirmDialog
        open={removing.open}
        title="Remove this user?"
        confirmLabel="Remove User"
        busy={removeUser.isPending}
        onConfirm={onConfirmRemove}
        onClose={removing.close}
      >
        <p>
          <strong className="break-all text-base-content">{removing.subject?.email}</strong> will be signed out and
          their account deleted. Their orders stay in the books. This cannot be undone.
        </p>
      </ConfirmDialog>
    </PageFrame>
  );
}
