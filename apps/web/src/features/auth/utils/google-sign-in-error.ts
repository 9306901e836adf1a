/**
 * When Google sign-in fails, the account service sends the browser back to /login with `?error=CODE`.
 * A code means nothing to a customer, so each one the service sends (see better-auth's
 * oauth2/errors.mjs, oauth2/state.mjs, oauth2/link-account.mjs and api/routes/callback.mjs) has a
 * sentence here; anything else gets the general one. The code itself is never shown.
 */
const TRY_AGAIN = 'Google could not confirm this sign-in. Please try again.';
const EXPIRED =
  'Google could not confirm this sign-in: it took too long, or was started in another tab. Please try again from this page.';
const NO_EMAIL =
  'Google did not share your e-mail address with TeaTree, and your account needs one. Please try again and allow it, or sign up with your e-mail.';
// Google joins an existing account only when both Google and the shop have verified the address.
const NOT_LINKED =
  'This e-mail already has a TeaTree account, and Google can join it only once the address is verified on both sides. Please sign in with your e-mail and password, and verify your address from your profile.';
const LINK_FAILED =
  'Your Google account could not be joined to your TeaTree account. Please sign in with your e-mail and password.';
const OUR_SIDE = 'Something went wrong on our side while signing you in with Google. Please try again in a moment.';
const UNAVAILABLE = 'Google sign-in is not available in this shop just now. Please sign in with your e-mail.';

const sentences = new Map<string, string>(
  Object.entries({
    // The sign-in's own record did not match when Google sent the visitor back.
    state_mismatch: EXPIRED,
    state_not_found: EXPIRED,
    state_invalid: EXPIRED,
    state_security_mismatch: EXPIRED,
    please_restart_the_process: EXPIRED,
    payload_expired: EXPIRED,
    // Google's answer could not be checked.
    invalid_code: TRY_AGAIN,
    no_code: TRY_AGAIN,
    issuer_missing: TRY_AGAIN,
    issuer_mismatch: TRY_AGAIN,
    nonce_binding_missing: TRY_AGAIN,
    invalid_callback_request: TRY_AGAIN,
    no_callback_url: TRY_AGAIN,
    invalid_payload: TRY_AGAIN,
    provider_mismatch: TRY_AGAIN,
    // The visitor said no on Google's page.
    access_denied: 'Google sign-in was cancelled. You can try again, or sign in with your e-mail and password.',
    // Google did not say who the visitor is.
    email_not_found: NO_EMAIL,
    user_email_not_found: NO_EMAIL,
    // Also an id_token the shop could not check (not signed by Google, or meant for another site).
    unable_to_get_user_info: TRY_AGAIN,
    missing_profile: NO_EMAIL,
    invalid_profile: NO_EMAIL,
    // An account with this address exists, and joining Google to it was refused or failed.
    account_not_linked: NOT_LINKED,
    email_not_verified:
      'Google has not verified this e-mail address, so it cannot sign you in to TeaTree. Please sign in with your e-mail and password.',
    unable_to_link_account: LINK_FAILED,
    unable_to_update_account: LINK_FAILED,
    account_already_linked_to_different_user:
      'This Google account already belongs to another TeaTree account. Please sign in with your e-mail and password.',
    email_does_not_match: LINK_FAILED,
    signup_disabled: 'New accounts cannot be made with Google. Please sign up with your e-mail.',
    // The shop could not finish its part.
    unable_to_create_user: OUR_SIDE,
    unable_to_create_session: OUR_SIDE,
    user_creation_failed: OUR_SIDE,
    internal_server_error: OUR_SIDE,
    state_generation_error: OUR_SIDE,
    oauth_provider_not_found: UNAVAILABLE,
    provider_not_found: UNAVAILABLE,
  }),
);

export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in did not finish. Please try again, or sign in with your e-mail.';

/** The sentence for a failed Google sign-in's `?error=` code; codes arrive in either case. */
export function googleSignInError(code: string): string {
  // A Map, not an object: `?error=constructor` must not find Object's own properties.
  return sentences.get(code.trim().toLowerCase()) ?? GOOGLE_SIGN_IN_FAILED;
}
