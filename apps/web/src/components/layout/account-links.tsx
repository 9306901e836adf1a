import type { SessionUser } from '@teatree/shared/schemas/auth';
import { useId } from 'react';
import type { IconType } from 'react-icons';
import {
  HiOutlineArrowLeftStartOnRectangle,
  HiOutlineChartBar,
  HiOutlineChatBubbleLeftRight,
  HiOutlineClipboardDocumentList,
  HiOutlineEnvelope,
  HiOutlineInbox,
  HiOutlineNewspaper,
  HiOutlinePlusCircle,
  HiOutlineShoppingBag,
  HiOutlineSquares2X2,
  HiOutlineTag,
  HiOutlineTruck,
  HiOutlineUsers,
} from 'react-icons/hi2';
import { paths } from '../../config/paths';
import { Link } from '../ui/link';
import { UserAvatar } from '../ui/user-avatar';

type Entry = { label: string; to: string; Icon: IconType };

// The dashboard first (docs/decisions/0014-dashboard.md), then the admin entries of docs/product.md ("Screens and
// routes") in its order, then Shipping (docs/decisions/0033-shipping-and-tax.md), Promotions
// (docs/decisions/0035-promotions.md), the Inbox (docs/decisions/0036-inbox.md), Categories
// (docs/decisions/0041-owner-kept-categories.md) and the Newsletter (docs/decisions/0044-mails-with-consent.md);
// the Outbox joins them only while mail stays local.
const adminEntries: Entry[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), Icon: HiOutlineChartBar },
  { label: 'Add Items', to: paths.addItems.getHref(), Icon: HiOutlinePlusCircle },
  { label: 'Manage User', to: paths.users.getHref(), Icon: HiOutlineUsers },
  { label: 'Manage Orders', to: paths.manageOrder.getHref(), Icon: HiOutlineClipboardDocumentList },
  { label: 'Manage Reviews', to: paths.manageReview.getHref(), Icon: HiOutlineChatBubbleLeftRight },
  { label: 'Shipping', to: paths.shipping.getHref(), Icon: HiOutlineTruck },
  { label: 'Promotions', to: paths.promotions.getHref(), Icon: HiOutlineTag },
  { label: 'Inbox', to: paths.inbox.getHref(), Icon: HiOutlineInbox },
  { label: 'Categories', to: paths.categories.getHref(), Icon: HiOutlineSquares2X2 },
  { label: 'Newsletter', to: paths.newsletter.getHref(), Icon: HiOutlineNewspaper },
];
const outboxEntry: Entry = { label: 'Outbox', to: paths.outbox.getHref(), Icon: HiOutlineEnvelope };

export const accountItemClass =
  'flex w-full items-center gap-3 rounded-field px-3 py-2 text-left font-medium text-base-content/85 transition-colors hover:bg-base-200 hover:text-base-content focus-visible:bg-base-200';

/** Who is signed in and what their menu offers: what the navbar hands to the avatar menu and to the phone menu alike. */
export type AccountState = {
  user: SessionUser;
  isAdmin: boolean;
  showOutbox: boolean;
  signingOut: boolean;
  onSignOut: () => void;
};

type AccountLinksProps = AccountState & { onNavigate: () => void };

/** The avatar menu's entries, shared by the desktop dropdown and the phone menu. */
export function AccountLinks({ user, isAdmin, showOutbox, signingOut, onSignOut, onNavigate }: AccountLinksProps) {
  const adminHeadingId = useId();
  const entries = isAdmin ? [...adminEntries, ...(showOutbox ? [outboxEntry] : [])] : [];
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col gap-0.5">
        <li>
          <Link to={paths.profile.getHref()} onClick={onNavigate} className={`${accountItemClass} mb-1 bg-base-200/70`}>
            <UserAvatar image={user.image} size={40} className="size-10 ring-2 ring-leaf-100" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-semibold text-base-content">{user.name}</span>
              <span className="truncate text-xs font-normal text-base-content/70">{user.email}</span>
            </span>
            <span className="badge badge-sm badge-primary badge-soft shrink-0">Profile</span>
          </Link>
        </li>
        <li>
          <Link to={paths.myOrders.getHref()} onClick={onNavigate} className={accountItemClass}>
            <HiOutlineShoppingBag className="size-5 text-primary" aria-hidden="true" />
            My Orders
          </Link>
        </li>
      </ul>
      {entries.length > 0 && (
        <div className="border-t border-base-300 pt-2">
          <p id={adminHeadingId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-[0.14em] text-amber-ink">
            Shop admin
          </p>
          <ul aria-labelledby={adminHeadingId} className="flex flex-col gap-0.5">
            {entries.map(({ label, to, Icon }) => (
              <li key={to}>
                <Link to={to} onClick={onNavigate} className={accountItemClass}>
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="border-t border-base-300 pt-1">
        <button type="button" onClick={onSignOut} disabled={signingOut} className={accountItemClass}>
          <HiOutlineArrowLeftStartOnRectangle className="size-5 text-primary" aria-hidden="true" />
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
