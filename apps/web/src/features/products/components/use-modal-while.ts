import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal (the page behind it inert) while `open`, and closed once it is not;
 * the ref goes on the <dialog>.
 */
export function useModalWhile(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
