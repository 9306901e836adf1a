import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { moveFocusWithArrows, useDismissable } from '../../hooks/use-dismissable';
import { clearSession, endSession, useSession } from '../../lib/auth';
import { useShopConfig } from '../../lib/shop-config';
import { Link, NavLink } from '../ui/link';
import { HiMiniBars3, HiMiniXMark } from '../ui/shell-icons';
import { toast } from '../ui/toast';
import { UserAvatar } from '../ui/user-avatar';
import type { AccountState } from './account-links';
import { BrandLink } from './brand-link';

// Only signed-in visitors see the account menu: its code loads once the session names a user, and
// stays out of the first script that every visitor downloads.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const AccountLinks = lazy(() => import('./account-links').then((m) => ({ default: m.AccountLinks })));

const avatarPlaceholder = <span className="skeleton block size-11 rounded-full" aria-hidden="true" />;

const navItems = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Products', to: paths.products.getHref() },
  { label: 'Review', to: paths.review.getHref() },
  { label: 'About', to: paths.about.getHref() },
] as const;

const linkClass =
  'rounded-field px-3 py-2 font-medium text-base-content/80 transition-colors hover:bg-base-300/60 hover:text-base-content aria-[current=page]:bg-leaf-100 aria-[current=page]:text-primary';

/**
 * The bar on every page; `cart` is the cart button, which the app puts in beside the account, and
 * `search` the search box, in the bar on wide screens and at the top of the menu on phones.
 */
export function Navbar({ cart, search }: { cart?: ReactNode; search?: (onNavigate?: () => void) => ReactNode }) {
  const { user, isAdmin, isPending } = useSession();
  // Only an admin sees the Outbox entry, so only an admin's page asks how mail is sent.
  const { data: config } = useShopConfig({ enabled: isAdmin });
  const showOutbox = config?.mail === 'outbox';
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismissable({ open: menuOpen, close: closeMenu, containerRef: menuRef, toggleRef, keepTabInside: true });

  // Signing out leaves for home first and ends the session after: a signed-in page still on screen
  // when the session ends would ask for its data again, be answered 401 and send the visitor to
  // /login. The page forgets the session once the server has ended it and home is on screen.
  const [leftFrom, setLeftFrom] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!ended || leftFrom === null || location.key === leftFrom) return;
    clearSession(queryClient);
    toast.success('You are signed out. See you soon!');
    setLeftFrom(null);
    setEnded(false);
    setSigningOut(false);
  }, [ended, leftFrom, location.key, queryClient]);

  // A plain call rather than useMutation: the navbar is in every page's first script.
  const onSignOut = async () => {
    setSigningOut(true);
    // A request still on its way when the session ends would come back 401 and read as an expired
    // session (off to /login); the page is leaving anyway, so it stops waiting for them first.
    await queryClient.cancelQueries();
    setLeftFrom(location.key);
    await navigate(paths.home.getHref());
    try {
      await endSession();
    } catch {
      toast.error('We could not sign you out just now. Please try again.');
      setLeftFrom(null);
      setSigningOut(false);
      return;
    }
    closeMenu();
    setEnded(true);
  };
  const account: AccountState | null = user && { user, isAdmin, showOutbox, signingOut, onSignOut };

  return (
    <header className="sticky top-0 z-30 border-b border-base-300/70 bg-base-200/90 backdrop-blur supports-[backdrop-filter]:bg-base-200/75">
      <div className="page-container flex h-16 items-center gap-4 sm:h-18">
        <BrandLink />

        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {search && <div className="hidden w-44 md:block lg:w-60">{search()}</div>}

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          {cart}
          {account ? (
            <div className="hidden md:block">
              <Suspense fallback={avatarPlaceholder}>
                <AccountMenu {...account} />
              </Suspense>
            </div>
          ) : isPending ? (
            // Holds the button's place while the session resolves, so the bar does not jump.
            <span className="skeleton h-8 w-20 rounded-field sm:h-10 md:size-11 md:rounded-full" aria-hidden="true" />
          ) : (
            <Link to={paths.login.getHref()} className="btn btn-primary btn-sm sm:btn-md px-5">
              Login
            </Link>
          )}

          <div ref={menuRef} className="relative md:hidden">
            <button
              ref={toggleRef}
              type="button"
              className={`btn btn-ghost gap-1.5 ${user ? 'rounded-full pl-1 pr-2.5' : 'btn-square'}`}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {user && <UserAvatar image={user.image} size={32} className="size-8 ring-2 ring-primary/30" />}
              {menuOpen ? (
                <HiMiniXMark className="size-6" aria-hidden="true" />
              ) : (
                <HiMiniBars3 className="size-6" aria-hidden="true" />
              )}
            </button>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys only move focus between the links inside */}
            <div
              id={menuId}
              hidden={!menuOpen}
              onKeyDown={moveFocusWithArrows}
              className="absolute right-0 top-full mt-2 max-h-[calc(100dvh-5rem)] w-[min(20rem,calc(100vw-2rem))] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2 shadow-xl"
            >
              {search && <div className="mb-2 p-1">{search(closeMenu)}</div>}
              <nav aria-label="Main">
                <ul className="flex flex-col gap-1">
                  {navItems.map((item) => (
                    <li key={item.to}>
                      {/* Picking a page, even the current one, should get the menu out of the way. */}
                      <NavLink to={item.to} end className={`block ${linkClass}`} onClick={closeMenu}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              {account && (
                <nav aria-label="Account" className="mt-2 border-t border-base-300 pt-2">
                  <Suspense fallback={<span className="loading loading-spinner loading-sm m-3 text-primary" />}>
                    <AccountLinks {...account} onNavigate={closeMenu} />
                  </Suspense>
                </nav>
              )}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
