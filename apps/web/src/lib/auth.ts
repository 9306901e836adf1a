/**
 * Accounts (Better Auth) arrive in the next piece of work. Until then nobody can sign in, so the
 * session is always "signed out, not loading"; guards and the navbar already read it from here.
 */
export type SessionUser = {
  name: string;
  email: string;
  image: string | null;
  role: string;
};

export type Session = {
  user: SessionUser | null;
  isLoading: boolean;
};

const signedOut: Session = { user: null, isLoading: false };

export function useSession(): Session {
  return signedOut;
}
