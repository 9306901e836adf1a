import { BRAND } from '@teatree/shared/messages';
import { FOOTER, htmlMail, type Mail } from '../../lib/mail-layout.ts';

interface Person {
  name: string;
  email: string;
}

interface AccountMail {
  subject: string;
  intro: string[];
  action: string;
  url: string;
  outro: string;
}

/** One account mail, as text and as HTML saying the same. */
function compose(to: Person, { subject, intro, action, url, outro }: AccountMail): Mail {
  const greeting = `Hello ${to.name},`;
  const text = [greeting, '', ...intro, '', url, '', outro, '', FOOTER, ''].join('\n');
  const html = htmlMail({ subject, greeting, intro, outro: [outro], action: { label: action, url } });
  return { to: to.email, subject, text, html };
}

/** The account mails: verification of a new address, a password reset, a change of e-mail. */
export const accountMails = {
  verify: (to: Person, url: string): Mail =>
    compose(to, {
      subject: `Verify your e-mail for ${BRAND}`,
      intro: [`Welcome to ${BRAND}! Please confirm your e-mail address by opening this link:`],
      action: 'Verify my e-mail',
      url,
      outro: 'If you did not sign up, ignore this mail.',
    }),
  resetPassword: (to: Person, url: string): Mail =>
    compose(to, {
      subject: `Reset your ${BRAND} password`,
      intro: [
        `Someone (we hope you) asked to reset the password of your ${BRAND} account. Choose a new one here within the hour:`,
      ],
      action: 'Choose a new password',
      url,
      outro: 'If it was not you, ignore this mail: your password stays as it is.',
    }),
  confirmNewEmail: (to: Person, newEmail: string, url: string): Mail =>
    compose(to, {
      subject: `Confirm the new e-mail of your ${BRAND} account`,
      intro: [`To change your account's e-mail to ${newEmail}, open this link:`],
      action: 'Confirm the new e-mail',
      url,
      outro: 'If it was not you, ignore this mail and your e-mail stays as it is.',
    }),
};
