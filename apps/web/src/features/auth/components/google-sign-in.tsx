import { FcGoogle } from 'react-icons/fc';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { toast } from '../../../components/ui/toast';
import { failureMessage } from '../../../lib/form-errors';
import { useShopConfig } from '../../../lib/shop-config';
import { useSignInWithGoogle } from '../api/sign-in-with-google';

/**
 * "Continue with Google" and the "or" line under it, shown only when the shop owner configured Google
 * (GET /api/config says so): a button that cannot work is not offered (docs/product.md, "Where the shop
 * departs from the original site"). While the configuration loads, nothing is drawn: that is also what
 * the build draws for /login and /signup, so hydration always finds the markup it expects.
 */
export function GoogleSignIn({ redirectTo }: { redirectTo: string }) {
  const { data: config } = useShopConfig();
  const google = useSignInWithGoogle();
  if (config?.googleSignIn !== true) return null;

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-lg w-full gap-3 border-base-300 bg-base-100 text-base font-medium hover:border-base-300 hover:bg-base-200"
        disabled={google.isPending}
        onClick={() =>
          google.mutate(redirectTo, {
            onError: (error) =>
              toast.error(failureMessage(error, 'Google could not be reached just now. Please try again.')),
          })
        }
      >
        <BusyIcon busy={google.isPending} icon={FcGoogle} className="size-5" />
        Continue with Google
      </button>
      <div className="divider my-0 text-sm text-base-content/70">or with your e-mail</div>
    </>
  );
}
