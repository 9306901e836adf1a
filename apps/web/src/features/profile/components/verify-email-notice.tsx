import { orderMessages } from '@teatree/shared/schemas/order';
import { HiOutlineEnvelope } from 'react-icons/hi2';
import { toast } from '../../../components/ui/toast';
import { failureMessage } from '../../../lib/form-errors';
import { useSendVerificationEmail } from '../api/send-verification-email';

export const LINK_SENT_AGAIN = 'We sent you a new link. Please check your inbox.';

type VerifyEmailNoticeProps = {
  email: string;
  /** What waits for the address: the refusal's words (the server's 403 EMAIL_NOT_VERIFIED says the same). */
  message?: string;
  /** The form that appears once the address is verified. */
  form?: string;
};

/**
 * In place of the order form, or the review form, while the customer's e-mail address is not verified:
 * ordering and reviewing need a verified address (the server answers 403 EMAIL_NOT_VERIFIED otherwise).
 * The link can be sent again from here; it leads to choosing the account's password, and once the
 * customer has signed in with it the form appears.
 */
export function VerifyEmailNotice({
  email,
  message = orderMessages.verifyFirst,
  form = 'the order form',
}: VerifyEmailNoticeProps) {
  const resend = useSendVerificationEmail();

  return (
    <div className="flex flex-col items-start gap-4 rounded-field border border-warning/50 bg-warning/15 p-5">
      <div className="flex gap-3">
        <HiOutlineEnvelope className="mt-0.5 size-6 shrink-0 text-amber-ink" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{message}</p>
          <p className="text-sm leading-relaxed text-base-content/80">
            We sent it to <span className="break-all font-medium">{email}</span> when you signed up. Nothing arrived?
            Look in your spam folder, or have a new one sent. Once you have opened it, chosen your password and signed
            in, {form} appears here.
          </p>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(email, {
            onSuccess: () => toast.success(LINK_SENT_AGAIN),
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      >
        {resend.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </button>
    </div>
  );
}
