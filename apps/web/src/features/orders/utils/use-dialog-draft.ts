import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { errorsByField, shownFields } from './refund-form';

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

/**
 * How a dialog of an order's lines shows the server's refusal: a lost session signs out and closes it;
 * a line's message goes under that line (named by its place among the lines sent), the others under
 * their fields; a refusal of no field the dialog shows (a 409) goes in a red toast.
 */
export function useLinesRefusal(onClose: () => void, setErrors: (errors: Record<string, string>) => void) {
  const onAuthFailure = useAuthFailure();
  return async (failure: unknown, sentLineIds: readonly string[]) => {
    if (await onAuthFailure(failure)) {
      onClose();
      return;
    }
    const shown = errorsByField(failure instanceof ApiError ? failure.fields : {}, sentLineIds);
    setErrors(shown);
    if (!Object.keys(shown).some(shownFields)) toast.error(failureMessage(failure));
  };
}
