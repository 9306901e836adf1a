import type { DatabaseHandle } from './client.ts';

/**
 * Whether the database answers, asked at most once a second however many health checks arrive (a load
 * balancer, a monitor and an orchestrator each asking every second would otherwise add their queries
 * to the shop's). Checks that arrive while one is on its way share its answer. A request that finds the
 * database gone says so at once (`failed`), so the health check turns 503 without waiting out the second.
 */
export class DatabaseCheck {
  private last: { at: number; error: unknown } | undefined;
  private pending: Promise<unknown> | undefined;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'ping'>,
    private readonly maxAgeMs = 1_000,
    private readonly now = () => Date.now(),
  ) {}

  /** Resolves when the database answered within the last second; rejects with why it did not. */
  async ensure(): Promise<void> {
    const last = this.last;
    const error = last && this.now() - last.at < this.maxAgeMs ? last.error : await this.ask();
    if (error) throw error;
  }

  /** A request found the database gone: the next check asks again. */
  failed(error: unknown) {
    this.last = { at: this.now(), error };
  }

  private ask(): Promise<unknown> {
    this.pending ??= this.database
      .ping()
      .then(
        () => undefined,
        (err: unknown) => err ?? new Error('The database is not answering'),
      )
      .then((error) => {
        this.last = { at: this.now(), error };
        this.pending = undefined;
        return error;
      });
    return this.pending;
  }
}
