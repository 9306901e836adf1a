// The environment the shop's server process starts with, as `npm start` runs it; the caller's own
// environment wins over each of these.
// - NODE_ENV=production: React draws the pages in its production build.
// - MALLOC_MMAP_THRESHOLD_=131072: the C allocator (glibc's) takes every block of 128 KB or more
//   straight from the system and gives it back when it is freed. Its default threshold rises after
//   the first such block is freed, so the large buffers of the photos' library (libvips) were
//   carved out of its arenas, which never shrink: a first start that drew the demo's pictures held
//   about 690 MB instead of 290 (docs/decisions/0048-the-allocator-gives-memory-back.md). glibc reads
//   it only as a process starts, so the process that launches the server sets it.
// - NODE_OPTIONS=--max-semi-space-size=4: V8's young generation at most 4 MB a half (Node's default
//   is 16). Under load it grew to its largest and stayed there once the load was over, about 65 MB of
//   the heap holding nothing; capped, the demo shop held 219 MB after a load instead of 281–288, for
//   the same CPU a request (docs/decisions/0050-a-small-young-generation.md). V8 sizes it as the
//   process starts, so the launcher sets it; a caller's own NODE_OPTIONS replaces it.
export const SHOP_ENV = Object.freeze({
  NODE_ENV: 'production',
  MALLOC_MMAP_THRESHOLD_: '131072',
  NODE_OPTIONS: '--max-semi-space-size=4',
});
