import { toasts } from '@teatree/shared/messages';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import { useState } from 'react';
import { PageFrame } from '../../components/layout/page-frame';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryView } from '../../components/ui/query-view';
import { toast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useUsers } from '../../features/users/api/get-users';
import { useMakeAdmin } from '../../features/users/api/make-admin';
import { removeAdmin, useRemoveAdmin } from '../../features/users/api/remove-admin';
import { useRemoveUser } from '../../features/users/api/remove-user';
import { UsersTable, UsersTableSkeleton } from '../../features/users/components/users-table';
import { useDialogSubject } from '../../hooks/use-dialog-subject';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { useAuthFailure } from '../../lib/auth-failure';
import { failureMessage } from '../../lib/form-errors';

export default function UsersRoute() {
  const { user: me } = useSession();
  const usersQuery = useUsers();
  const { data: users, refetch } = usersQuery;
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

  const adminCount = users?.filter((user) => user.role === 'admin').length ?? 0;

  return (
    <PageFrame
      id="users-heading"
      eyebrow="Shop admin"
      title="Manage All Users"
      intro={
        <p>
          Everyone with a TeaTree account. Make a trusted colleague an admin, or remove an account that should go.
          {users &&
            ` ${users.length} ${users.length === 1 ? 'account' : 'accounts'}, ${adminCount} ${adminCount === 1 ? 'admin' : 'admins'}.`}
        </p>
      }
    >
      <QueryView
        query={usersQuery}
        failure="The users could not be loaded just now."
        loading="Loading users"
        skeleton={<UsersTableSkeleton rows={6} />}
      >
        {(users) => (
          <UsersTable
            users={users}
            currentEmail={me?.email ?? ''}
            busyEmail={busyEmail}
            onMakeAdmin={onMakeAdmin}
            onRemoveAdmin={onRemoveAdmin}
            onRemoveUser={removing.ask}
          />
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
