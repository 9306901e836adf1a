import { useCallback, useState } from 'react';

/**
 * A confirmation dialog and what it asks about: `ask` opens it for one thing, `close` shuts it. The thing
 * is kept after the dialog closes, so the dialog's text does not blank out while it fades away.
 */
export function useDialogSubject<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((next: T) => {
    setSubject(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { subject, open, ask, close };
}
