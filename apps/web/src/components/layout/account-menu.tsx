import { useCallback, useId, useRef, useState } from 'react';
import { HiMiniChevronDown } from 'react-icons/hi2';
import { moveFocusWithArrows, useDismissable } from '../../hooks/use-dismissable';
import { UserAvatar } from '../ui/user-avatar';
import { AccountLinks, type AccountState } from './account-links';

/**
 * The signed-in visitor's avatar menu (docs/product.md, "Screens and routes") on wider screens: a disclosure button and a
 * panel of links, reachable by Tab and the arrow keys, closed by Escape, an outside click or a new page.
 */
export function AccountMenu(account: AccountState) {
  const { user } = account;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissable({ open, close, containerRef, toggleRef });

  const openAndFocus = (where: 'first' | 'last') => {
    setOpen(true);
    // The panel renders on the next frame; then the keyboard user lands inside it.
    requestAnimationFrame(() => {
      const items = panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      items?.[where === 'first' ? 0 : items.length - 1]?.focus();
    });
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        className="flex items-center gap-1 rounded-full p-0.5 pr-2 transition-colors hover:bg-base-300/60 aria-expanded:bg-base-300/60"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        <UserAvatar image={user.image} size={40} className="size-10 ring-2 ring-primary/30" />
        <HiMiniChevronDown
          className={`size-4 text-base-content/70 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys only move focus between the links inside */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={moveFocusWithArrows}
        className="absolute right-0 top-full z-40 mt-2 w-80 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl"
      >
        <nav aria-label="Account">
          <AccountLinks {...account} onNavigate={close} />
        </nav>
      </div>
    </div>
  );
}
