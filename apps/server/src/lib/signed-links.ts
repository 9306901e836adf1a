import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links a mail carries that act without a sign-in (confirm a subscription, unsubscribe): the token names
 * what it acts on and is signed with the shop's secret, so it needs no row of its own and every app
 * server reads it alike. A token cannot be made for another purpose or another subject.
 */
export interface LinkSigner {
  sign(purpose: string, subject: string): string;
  /** The subject a token was made for, or null when it is not one of the shop's. */
  read(purpose: string, token: string): string | null;
}

export function linkSigner(secret: string): LinkSigner {
  const mac = (purpose: string, subject: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest().subarray(0, 18);
  return {
    sign(purpose, subject) {
      return `${Buffer.from(subject).toString('base64url')}.${mac(purpose, subject).toString('base64url')}`;
    },
    read(purpose, token) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const subject = Buffer.from(encoded, 'base64url').toString();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(purpose, subject);
      return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
    },
  };
}
