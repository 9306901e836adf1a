import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LogOutput } from '../src/lib/log-output.ts';

/**
 * Where the server's log goes in production (lib/log-output.ts): lines gathered and written in batches,
 * at least every so often, all of them in order, never waiting for a reader that is behind, and the
 * last ones written out when the process exits.
 */
describe('the log output', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'teatree-log-output-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const lines = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => `${JSON.stringify({ n: from + i, msg: 'request' })}\n`);

  it('writes a batch once it is full, and what waits below it at the next tick of its clock or on close', async () => {
    const file = path.join(dir, 'batches.log');
    const fd = openSync(file, 'a');
    const output = new LogOutput(fd, { batch: 1000, everyMs: 300 });
    try {
      const read = () => readFileSync(file, 'utf8');
      // One line is below the batch: nothing is written at once.
      output.write(lines(1)[0]!);
      expect(read()).toBe('');
      // Its clock writes it out.
      await expect.poll(read).toBe(lines(1).join(''));

      // A batch's worth is written without waiting for the clock, in order.
      for (const line of lines(100, 1)) output.write(line);
      await expect.poll(read).toBe(lines(101).join(''));

      // What is left on close is written before close returns.
      output.write(lines(1, 101)[0]!);
      output.close();
      expect(read()).toBe(lines(102).join(''));
    } finally {
      closeSync(fd);
    }
  });

  /** A process that logs 50,000 lines (about 2 MB, many times a pipe's buffer), says so on its standard error, and exits. */
  const logAndExit = (options = '{}') =>
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--eval',
        `import { writeSync } from 'node:fs';
         import { LogOutput } from ${JSON.stringify(path.resolve(import.meta.dirname, '../src/lib/log-output.ts'))};
         process.stdout; // a pipe made non-blocking, as the server has it
         const output = new LogOutput(1, ${options});
         let n = 0;
         const burst = () => {
           for (let i = 0; i < 5000; i++, n++) output.write(JSON.stringify({ n, msg: 'request', pad: 'x'.repeat(20) }) + '\\n');
           if (n < 50000) return setImmediate(burst);
           writeSync(2, 'logged\\n');
           process.exit(0);
         };
         burst();`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  /** Whether the process says it has logged all its lines. */
  const saysLogged = (child: ReturnType<typeof logAndExit>) =>
    new Promise<void>((resolve, reject) => {
      let said = '';
      child.stderr.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('logged')) resolve();
      });
      child.on('exit', () => reject(new Error(`exited without saying it had logged: ${said}`)));
    });

  it('never waits for a pipe whose reader falls behind, and loses or reorders no line up to the process’s exit', async () => {
    // Its reader takes none of its output until it says it has logged: the pipe refuses writes, and had
    // a write waited for the reader, the process would never have got to say so.
    const child = logAndExit();
    child.stdout.pause();
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    await saysLogged(child);
    child.stdout.resume();
    expect(await closed).toBe(0);
    const written = Buffer.concat(chunks)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { n: number }).n);
    expect(written).toHaveLength(50_000);
    expect(written.every((n, i) => n === i)).toBe(true);
  }, 60_000);

  it('gives up on a reader that takes nothing at exit, rather than never exiting', async () => {
    const child = logAndExit('{ giveUpAtExitMs: 300 }');
    child.stdout.pause();
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await saysLogged(child);
    expect(await exited).toBe(0);
    child.stdout.destroy();
  });
});
