import { writeSync } from 'node:fs';

const BATCH = 4096;
const EVERY_MS = 1000;
const RETRY_MS = 5;
const GIVE_UP_AT_EXIT_MS = 10_000;
/** What may wait for a reader that has stopped reading, before new lines are dropped (and counted). */
const MAX_WAITING = 32 * 1024 * 1024;

/**
 * Where the server's log lines go in production (docs/operations.md, "Logs"): a file descriptor — its
 * standard output, to a terminal, a file, a pipe or a socket. Lines gather in memory and are written 4 KB
 * at a time, and at least once a second. A write never waits for a slow reader: standard output is
 * non-blocking when it is a pipe or a socket, so a full one refuses the write, and the bytes wait at the
 * head of the line for another try a moment later. A regular file takes a write into the operating
 * system's cache at once. Whatever is waiting is written out, in order, when the process exits, however
 * it exits.
 *
 * Writing a batch takes one system call, on the event loop: no write is ever left half-done in
 * another thread when the process exits. A line costs a push onto a list; pino's own destination
 * measured the whole batch's length again on every line, which was most of the access log's cost
 * (docs/quality.md, "The access log").
 */
export class LogOutput {
  private waiting: string[] = [];
  private waitingLength = 0;
  /** Bytes taken from `waiting` that a full pipe refused, or did not take whole: written first. */
  private refused: Buffer | null = null;
  private retry: NodeJS.Timeout | null = null;
  private dropped = 0;
  private readonly batch: number;
  private readonly giveUpAtExitMs: number;
  private readonly timer: NodeJS.Timeout;
  private readonly atExit = () => this.flushSync();

  constructor(
    private readonly fd: number,
    {
      batch = BATCH,
      everyMs = EVERY_MS,
      giveUpAtExitMs = GIVE_UP_AT_EXIT_MS,
    }: { batch?: number; everyMs?: number; giveUpAtExitMs?: number } = {},
  ) {
    this.batch = batch;
    this.giveUpAtExitMs = giveUpAtExitMs;
    this.timer = setInterval(() => this.flush(), everyMs).unref();
    process.on('exit', this.atExit);
  }

  /** pino's destination interface: one JSON line, its newline included. */
  write(line: string): boolean {
    if (this.waitingLength + (this.refused?.length ?? 0) > MAX_WAITING) {
      this.dropped++;
      return false;
    }
    this.waiting.push(line);
    this.waitingLength += line.length;
    if (this.waitingLength >= this.batch) this.flush();
    return true;
  }

  /** Writes what is waiting, as far as the output takes it now; the rest is tried again shortly. */
  flush(): void {
    if (this.retry) return;
    const rest = this.writeNow(this.take());
    if (rest.length === 0) return;
    this.refused = rest;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.flush();
    }, RETRY_MS).unref();
  }

  /**
   * Writes everything waiting before returning: at exit, when no later turn of the event loop comes. A
   * reader that takes nothing for 10 s is given up on, so that a stuck log never keeps the process alive.
   */
  flushSync(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    let bytes = this.take();
    let giveUpAt = Date.now() + this.giveUpAtExitMs;
    for (;;) {
      const rest = this.writeNow(bytes);
      if (rest.length === 0) return;
      if (rest.length < bytes.length) giveUpAt = Date.now() + this.giveUpAtExitMs;
      else if (Date.now() > giveUpAt) return;
      bytes = rest;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
    }
  }

  /**
   * Writes as much of `bytes` as the output takes now, and answers the rest: what a full pipe refused
   * (EAGAIN), or nothing when the output is gone (a closed pipe: no one reads the log, the bytes are
   * dropped).
   */
  private writeNow(bytes: Buffer): Buffer {
    while (bytes.length > 0) {
      try {
        bytes = bytes.subarray(writeSync(this.fd, bytes));
      } catch (err) {
        return (err as NodeJS.ErrnoException).code === 'EAGAIN' ? bytes : bytes.subarray(bytes.length);
      }
    }
    return bytes;
  }

  /** Writes what is waiting and stops: no more flushes, once a second or at exit. */
  close(): void {
    clearInterval(this.timer);
    process.off('exit', this.atExit);
    this.flushSync();
  }

  /** The bytes to write next: what a full pipe refused, then the lines waiting, then a count of those dropped. */
  private take(): Buffer {
    if (this.dropped > 0) {
      this.waiting.push(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: `${this.dropped} log lines dropped: the log's reader fell behind` })}\n`,
      );
      this.dropped = 0;
    }
    const text = this.waiting.join('');
    this.waiting = [];
    this.waitingLength = 0;
    const refused = this.refused;
    this.refused = null;
    return refused ? Buffer.concat([refused, Buffer.from(text)]) : Buffer.from(text);
  }
}
