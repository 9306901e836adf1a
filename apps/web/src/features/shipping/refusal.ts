import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { failureMessage } from '../../lib/form-errors';

/**
 * A refused save of the Shipping screen: the server's messages by field (`rate.bands`, `rates.2.rate`),
 * for the form to show beside them; a refusal that names no field, or no answer at all, in a red toast.
 */
export function showRefusal(error: unknown, setErrors: (fields: Record<string, string>) => void) {
  const fields = error instanceof ApiError ? error.fields : {};
  setErrors(fields);
  if (Object.keys(fields).length === 0) toast.error(failureMessage(error));
}
