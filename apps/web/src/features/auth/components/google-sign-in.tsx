import { useId } from 'react';
import toast from 'react-hot-toast/headless';
import { FcGoogle } from 'react-icons/fc';
import { ApiError } from '../../../lib/api-client';
import { useShopConfig } from '../../../lib/shop-config';
import { useSignInWithGoogle } from '../api/sign-in-with-google';

/**
 * SPEC.md's Google button. It works only when the shop owner configured Google (GET /api/config says
 * so); otherwise it stays visible but disabled, with a note saying why, so nobody wonders where it went.
 */
export function GoogleSignIn({ redirectTo }: { redirectTo: string }) {
  const noteId = useId();
  const { data: config, isPending } = useShopConfig();
  const google = useSignInWithGoogle();
  const available = config?.googleSignIn === true;
  const unavailable = !isPending && !available;

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-outline btn-lg w-full gap-3 border-base-300 bg-base-100 text-base font-medium hover:border-base-300 hover:bg-base-200"
        disabled={!available || google.isPending}
        aria-describedby={unavailable ? noteId : undefined}
        onClick={() =>
          google.mutate(redirectTo, {
            onError: (error) =>
              toast.error(
                error instanceof ApiError ? error.message : 'Google could not be reached just now. Please try again.',
              ),
          })
        }
      >
        {google.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <FcGoogle className="size-5" aria-hidden="true" />
        )}
        Continue with Google
      </button>
      {unavailable && (
        <p id={noteId} className="text-center text-sm text-base-content/70">
          Google sign-in is not configured for this shop
        </p>
      )}
    </div>
  );
}

export function AuthDivider({ children }: { children: string }) {
  return <div className="divider my-0 text-sm text-base-content/70">{children}</div>;
}
