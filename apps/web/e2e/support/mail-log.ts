import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MAIL_LOGS } from '../../../../playwright.config';

interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

/** The mail logged by the shop the running test is against (each shop of a run has its own log). */
function loggedMail(): LoggedMail[] {
  const file = MAIL_LOGS[String(test.info().project.use.baseURL)];
  if (!file) throw new Error(`No mail log for ${test.info().project.use.baseURL} (playwright.config.ts)`);
  try {
    return readFileSync(file, 'utf8')
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

/** The text of the newest mail to `to` whose subject matches, from the server's log. */
export async function mailFromLog(to: string, subject: RegExp): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(() => {
      text = loggedMail()
        .filter((m) => m.to === to && subject.test(m.subject))
        .at(-1)?.text;
      return text;
    }, `a mail to ${to} in the server log`)
    .toBeDefined();
  return text!;
}
