import { formatPrice } from '@teatree/shared/money';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import type { Customer } from '@teatree/shared/schemas/customers';
import { useId } from 'react';
import { Link } from '../../../components/ui/link';
import { type Column, TableHead } from '../../../components/ui/table-head';
import type { RowShape } from '../../../components/ui/table-skeleton';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';

export type UserActions = {
  /** The signed-in admin's own e-mail: that row says "you", and offers no Remove User. */
  currentEmail: string;
  /** The e-mail whose change is on its way, so its buttons wait. */
  busyEmail: string | null;
  onMakeAdmin: (user: ShopUser) => void;
  onRemoveAdmin: (user: ShopUser) => void;
  onRemoveUser: (user: ShopUser) => void;
};

type UsersTableProps = UserActions & {
  users: Customer[];
  /** The number of the page's first row (51 on the second page). */
  firstNumber: number;
  /** Administrators in the whole shop: the last one's buttons wait. */
  admins: number;
};

function RoleBadge({ role }: { role: string }) {
  return (
    <span className={`badge badge-sm font-semibold tracking-wide ${role === 'admin' ? 'badge-accent' : 'badge-ghost'}`}>
      {role.toUpperCase()}
    </span>
  );
}

function YouBadge() {
  return <span className="badge badge-sm badge-primary badge-soft">You</span>;
}

/**
 * A button's accessible name: its visible words first, then whom it acts on, so a screen reader going
 * from button to button hears which user each one changes.
 */
const USER_COLUMNS: Column[] = [
  { name: '#', className: 'w-14' },
  { name: 'User email' },
  { name: 'Role' },
  { name: 'Orders' },
  { name: 'Actions', className: 'text-right' },
];

const nameFor = (label: string, email: string) => `${label}: ${email}`;

function Actions({
  user,
  onlyAdmin,
  currentEmail,
  busyEmail,
  onMakeAdmin,
  onRemoveAdmin,
  onRemoveUser,
  stacked,
}: UserActions & { user: ShopUser; onlyAdmin: boolean; stacked?: boolean }) {
  const noteId = useId();
  const busy = busyEmail === user.email;
  const isSelf = user.email === currentEmail;
  const size = stacked ? 'btn-sm flex-1' : 'btn-sm';
  return (
    <div className={`flex flex-col gap-1.5 ${stacked ? '' : 'items-end'}`}>
      <div className={`flex w-full flex-wrap gap-2 ${stacked ? '' : 'justify-end'}`}>
        {/* Make Admin only for someone who is not an admin yet (docs/product.md, "Manage All Users"). */}
        {user.role !== 'admin' ? (
          <button
            type="button"
            className={`btn btn-primary ${size}`}
            aria-label={nameFor('Make Admin', user.email)}
            disabled={busy}
            onClick={() => onMakeAdmin(user)}
          >
            Make Admin
          </button>
        ) : (
          // The server keeps at least one administrator (409): the last one's button says why up front.
          <button
            type="button"
            className={`btn btn-outline ${size}`}
            aria-label={nameFor('Remove Admin', user.email)}
            disabled={busy || onlyAdmin}
            aria-describedby={onlyAdmin ? noteId : undefined}
            onClick={() => onRemoveAdmin(user)}
          >
            Remove Admin
          </button>
        )}
        {!isSelf && (
          <button
            type="button"
            className={`btn btn-outline btn-error ${size}`}
            aria-label={nameFor('Remove User', user.email)}
            disabled={busy || onlyAdmin}
            aria-describedby={onlyAdmin ? noteId : undefined}
            onClick={() => onRemoveUser(user)}
            aria-haspopup="dialog"
          >
            Remove User
          </button>
        )}
      </div>
      {onlyAdmin && (
        <p id={noteId} className={`text-sm text-base-content/75 ${stacked ? '' : 'text-right'}`}>
          {isSelf ? 'You are the only administrator' : 'The only administrator'}: make someone else an admin first.
        </p>
      )}
    </div>
  );
}

/** When the account was made, under its e-mail. */
const joined = (user: Customer) => `Joined ${formatDate(user.createdAt)}`;

/**
 * What an account bought (docs/decisions/0037-customers.md): its orders, linked to them in Manage All
 * Orders, what it spent after refunds, and its last order.
 */
function Purchases({ user }: { user: Customer }) {
  if (user.orders === 0) return <span className="text-sm text-base-content/70">No orders</span>;
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      <Link
        to={`${paths.manageOrder.getHref()}?customer=${encodeURIComponent(user._id)}`}
        className="link link-primary font-semibold"
        aria-label={`${user.orders} ${user.orders === 1 ? 'order' : 'orders'} of ${user.email}`}
      >
        {user.orders} {user.orders === 1 ? 'order' : 'orders'}
      </Link>
      <span className="tabular-nums">{formatPrice(user.spent)} spent</span>
      {user.lastOrderAt && <span className="text-base-content/70">Last {formatDate(user.lastOrderAt)}</span>}
    </span>
  );
}

/**
 * The Manage All Users table (docs/product.md, "Manage All Users"): number, e-mail, role in upper case,
 * actions; beside them the name, when the account was made, and what it bought. From 640 px a real
 * table; below, the same rows as stacked cards, so a phone never scrolls sideways.
 */
export function UsersTable({ users, firstNumber, admins, ...actions }: UsersTableProps) {
  const isOnlyAdmin = (user: ShopUser) => user.role === 'admin' && admins <= 1;
  return (
    <>
      <div className="hidden overflow-hidden surface sm:block">
        <table className="table">
          <caption className="sr-only">Every TeaTree account with its role</caption>
          <TableHead columns={USER_COLUMNS} />
          <tbody>
            {users.map((user, index) => (
              <tr key={user._id} className="hover:bg-base-200/50">
                <td className="tabular-nums text-base-content/70">{firstNumber + index}</td>
                <th scope="row" className="font-normal">
                  <span className="flex flex-wrap items-center gap-2 font-semibold break-all">
                    {user.email}
                    {user.email === actions.currentEmail && <YouBadge />}
                  </span>
                  <span className="block text-sm text-base-content/70">{user.name}</span>
                  <span className="block text-sm text-base-content/70">{joined(user)}</span>
                </th>
                <td>
                  <RoleBadge role={user.role} />
                </td>
                <td>
                  <Purchases user={user} />
                </td>
                <td>
                  <Actions user={user} onlyAdmin={isOnlyAdmin(user)} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ol className="flex flex-col gap-3 sm:hidden">
        {users.map((user, index) => (
          <li key={user._id}>
            <article aria-label={user.email} className="flex flex-col gap-3 surface p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-xs font-medium text-base-content/70">User {firstNumber + index}</p>
                  <h2 className="font-sans text-base font-semibold break-all">{user.email}</h2>
                  <p className="text-sm text-base-content/70">{user.name}</p>
                  <p className="text-sm text-base-content/70">{joined(user)}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <RoleBadge role={user.role} />
                  {user.email === actions.currentEmail && <YouBadge />}
                </div>
              </div>
              <Purchases user={user} />
              <Actions user={user} onlyAdmin={isOnlyAdmin(user)} {...actions} stacked />
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}

/** How the users table' rows look while they load. */
export const USER_ROWS: RowShape = {
  lead: 'h-4 w-6',
  lines: ['w-1/2', 'w-1/3'],
  trailing: ['h-6 w-16', 'hidden h-8 w-40 sm:block'],
};
