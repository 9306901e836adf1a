// The environment the shop's server process starts with, as `npm start` runs it; the caller's own
// environment wins over each of these.
// - NODE_ENV=production: React draws the pages in its production build.
// - MALLOC_MMAP_THRESHOLD_=131072: the C allocator (glibc's) takes every block of 128 KB or more
//   straight from the system and gives it back when it is freed. Its default threshold rises after
//   the first such block is freed, so the large buffers of the photos' library (libvips) were
//   carved out of its arenas, which never shrink: a first start that drew the demo's pictures held
//   about 690 MB instead of 290 (docs/decisions/0048-the-allocator-gives-memory-back.md). glibc reads
//   it only as a process starts, so the process that launches the server sets it.
export const SHOP_ENV = Object.freeze({ NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072' });
