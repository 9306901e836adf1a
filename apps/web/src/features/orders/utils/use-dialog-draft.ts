import { useState } from 'react';

/**
 * What a dialog's form holds while it is open, and the messages under its fields: both start afresh
 * each time the dialog opens again (the refund and return dialogs of an order).
 */
export function useDialogDraft<Draft extends object>(open: boolean, empty: Draft) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(empty);
      setErrors({});
    }
  }
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  return { draft, change, errors, setErrors };
}
