import { HiOutlineEnvelope } from 'react-icons/hi2';
import { useSession } from '../../../lib/auth';
import { SignupForm } from './signup-form';

/**
 * "Save your details", offered to a guest once their order is paid (docs/decisions/0027-guest-orders.md):
 * an account for the order's address, made with the sign-up form. Its guest orders join it once the
 * address is verified from the mailed link, never before.
 */
export function SaveYourDetails({ name, email }: { name: string; email: string }) {
  const { user } = useSession();
  if (user) {
    return (
      <section aria-labelledby="save-details-heading" className="flex flex-col gap-2 rounded-field bg-base-200/70 p-5">
        <h2 id="save-details-heading" className="flex items-center gap-2 text-lg font-semibold">
          <HiOutlineEnvelope className="size-5 text-primary" aria-hidden="true" />
          One more step
        </h2>
        <p className="text-base-content/80">
          Open the link we e-mailed to {user.email}. Once your address is verified, this order and your other orders as
          a guest show in My Orders.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="save-details-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="save-details-heading" className="text-xl font-semibold">
          Save your details
        </h2>
        <p className="mt-1 text-base-content/80">
          Make an account for {email}: follow this order and your next ones in My Orders, and check out faster next
          time.
        </p>
      </div>
      <SignupForm details={{ name, email }} />
    </section>
  );
}
