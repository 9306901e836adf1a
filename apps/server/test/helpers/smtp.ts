import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { standIn, useTestApp } from './app.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or '' when the mail had none. */
  html: string;
  replyTo?: string;
  /** The mail's headers as sent, by lower-case name (`list-unsubscribe`…). */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests that read mail. */
export async function startSmtpServer(port = 0) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: mail.replyTo?.text,
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${listening}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The real app (useTestApp, with `env`) sending its mail to a real SMTP server started before it, for
 * the tests of one file or `describe` block: `const { app, smtp } = useAppWithSmtp({ … })`, then
 * `smtp.inbox` in the tests.
 */
export function useAppWithSmtp(env: Record<string, string> = {}) {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const app = useTestApp(() => ({ env: { SMTP_URL: smtp!.url, ...env } }));
  return { app, smtp: standIn(() => smtp, 'The SMTP server starts before the tests run') };
}
