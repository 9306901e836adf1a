import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

type DismissableOptions = {
  open: boolean;
  close: () => void;
  /** The menu and its toggle: a click or focus outside it closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
  /** Escape hands focus back here, so a keyboard user is not left on a vanished element. */
  toggleRef: RefObject<HTMLElement | null>;
  /**
   * For a menu that covers the page (the phone menu): while it is open, Tab and Shift+Tab go round its
   * toggle and entries instead of slipping to the page underneath.
   */
  keepTabInside?: boolean;
};

/** The ways a visitor expects a drop-down to go away: Escape, clicking or tabbing elsewhere, or moving to another page. */
export function useDismissable({ open, close, containerRef, toggleRef, keepTabInside = false }: DismissableOptions) {
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    // Adjusting state while rendering (React's recommended pattern) closes it before the new page paints.
    setSeenKey(location.key);
    if (open) close();
  }

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && containerRef.current !== null && !containerRef.current.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && keepTabInside && containerRef.current) cycleTabFocus(event, containerRef.current);
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close, containerRef, toggleRef, keepTabInside]);
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Tab from the last focusable element inside `container` goes to the first, and Shift+Tab from the
 * first to the last: focus goes round inside a modal or a covering menu, as the ARIA practices ask.
 */
export function cycleTabFocus(event: KeyboardEvent | ReactKeyboardEvent, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (item) => item.tabIndex >= 0 && item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (event.shiftKey ? active === first || outside : active === last || outside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Up and down arrows (and Home/End) move between a menu's links and buttons, as in a native menu. */
export function moveFocusWithArrows(event: ReactKeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? (index + 1) % items.length
          : (index - 1 + items.length) % items.length;
  items[next]?.focus();
}
