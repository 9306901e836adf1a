import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

type DismissableOptions = {
  open: boolean;
  close: () => void;
  /** The menu and its toggle: a click or focus outside it closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
  /** Escape hands focus back here, so a keyboard user is not left on a vanished element. */
  toggleRef: RefObject<HTMLElement | null>;
};

/** The ways a visitor expects a drop-down to go away: Escape, clicking or tabbing elsewhere, or moving to another page. */
export function useDismissable({ open, close, containerRef, toggleRef }: DismissableOptions) {
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
  }, [open, close, containerRef, toggleRef]);
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
