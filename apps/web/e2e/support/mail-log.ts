import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { MAIL_LOG } from '../../../../playwright.config';

interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

function loggedMail(): LoggedMail[] {
  try {
    return readFileSync(MAIL_LOG, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LoggedMail);
  } catch {
    return [];
  }
}

/**
 * The link in the newest mail to `to` whose subject matches, read from the server's log as a shop's
 * first owner does before any administrator exists (the shop runs without SMTP in these tests).
 */
export async function linkFromLog(to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = loggedMail()
        .filter((m) => m.to === to && subject.test(m.subject))
        .at(-1);
      link = mail && /(https?:\/\/\S+)/.exec(mail.text)?.[1];
      return link;
    }, `a mail to ${to} in the server log`)
    .toBeDefined();
  return link!;
}
