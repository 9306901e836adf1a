import { BRAND } from '@teatree/shared/messages';
import type { Mail } from '../../plugins/mailer.ts';

interface Person {
  name: string;
  email: string;
}

/** The account mails: verification of a new address, a password reset, a change of e-mail. */
export const accountMails = {
  verify: (to: Person, url: string): Mail => ({
    to: to.email,
    subject: `Verify your e-mail for ${BRAND}`,
    text: `Hello ${to.name},\n\nWelcome to ${BRAND}! Please confirm your e-mail address by opening this link:\n\n${url}\n\nIf you did not sign up, ignore this mail.\n`,
  }),
  resetPassword: (to: Person, url: string): Mail => ({
    to: to.email,
    subject: `Reset your ${BRAND} password`,
    text: `Hello ${to.name},\n\nSomeone (we hope you) asked to reset the password of your ${BRAND} account. Choose a new one here within the hour:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  }),
  confirmNewEmail: (to: Person, newEmail: string, url: string): Mail => ({
    to: to.email,
    subject: `Confirm the new e-mail of your ${BRAND} account`,
    text: `Hello ${to.name},\n\nTo change your account's e-mail to ${newEmail}, open this link:\n\n${url}\n\nIf it was not you, ignore this mail and your e-mail stays as it is.\n`,
  }),
};
