import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the app server's heap grow past what the last full collection kept, before the next:
 * half as much again (a factor of 1.5). V8's own choice goes up to four times under a steady load, and a
 * server that draws pages as fast as it can then held 806–848 MB at 100,000 teas and 448 MB at 10,000,
 * most of it garbage not yet collected; at 1.5 it held 410 and 241–265 MB, for the same CPU a request
 * within what two runs differ by (docs/decisions/0047-heap-growth.md).
 * The heap's other bound, the young generation's size, is not set here: V8 fixes it as the process
 * starts, so the launcher gives it (`NODE_OPTIONS` in scripts/shop-env.mjs, docs/decisions/0050-a-small-young-generation.md).
 */
const HEAP_GROWING_PERCENT = 50;

/** Sets the factor, unless the process was started with one of its own (`node --heap-growing-percent=…`). */
export function boundHeapGrowth(): void {
  if (
    process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'))
  )
    return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
