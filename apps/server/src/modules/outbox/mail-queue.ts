import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Deliver } from '../../plugins/mailer.ts';
import { claimDueMail, markNotSent, markSent, type OutboxMail } from './repository.ts';

/** How often the sender looks for due mail besides being woken by a new one. */
const POLL_MS = 2_000;
/** Mail one round claims. */
const BATCH = 10;
/** How long a claimed mail is held; a sender that died holding it gives it up after that. */
const LEASE_SECONDS = 300;
/** Attempts before a mail is marked failed: about a day and a half of retries. */
export const MAX_ATTEMPTS = 12;

/** Seconds to wait after the n-th failed attempt: 10 s, 20 s, 40 s … capped at 4 hours. */
export function backoffSeconds(attempts: number): number {
  return Math.min(10 * 2 ** (attempts - 1), 4 * 3600);
}

/** The one-click unsubscribe of a marketing mail (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click` to the address. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The background sender of the mail queue. Every app server runs one; a mail is claimed by one sender
 * at a time (`FOR UPDATE SKIP LOCKED`), and a mail whose sender died is taken over when its lease ends.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly deliver: Deliver,
  ) {}

  start() {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due mail now (or right after the round under way). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'the mail queue could not be read'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain() {
    for (let claimed = await this.claim(); claimed.length > 0 && !this.stopped; claimed = await this.claim()) {
      await Promise.all(claimed.map((mail) => this.send(mail)));
    }
  }

  private claim(): Promise<OutboxMail[]> {
    return claimDueMail(this.db, BATCH, LEASE_SECONDS);
  }

  private async send(mail: OutboxMail) {
    try {
      await this.deliver({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.listUnsubscribe ? { headers: unsubscribeHeaders(mail.listUnsubscribe) } : {}),
      });
      await markSent(this.db, mail.id);
      // Never the text: it may hold a sign-in or reset link.
      this.log.info({ mailId: mail.id, to: mail.to, subject: mail.subject }, 'mail sent');
    } catch (err) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      const reason = err instanceof Error ? err.message : String(err);
      await markNotSent(this.db, mail.id, { failed, reason, retrySeconds: backoffSeconds(mail.attempts) });
      this.log[failed ? 'error' : 'warn'](
        { mailId: mail.id, to: mail.to, attempts: mail.attempts, reason },
        failed ? 'mail could not be sent and is given up' : 'mail could not be sent; it will be retried',
      );
    }
  }
}
