// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
// built web app (after scripts/prerender.mjs), which the server sends to a browser that accepts them
// instead of compressing the same file anew for every request (apps/server/src/plugins/web.ts).
// Files under 1 KB, and copies that would not be smaller, are left out.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const TEXT = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT.test(entry.name) && statSync(file).size >= 1024) yield file;
  }
}

let written = 0;
let before = 0;
let after = 0;
await Promise.all(
  [...textFiles(dist)].map(async (file) => {
    const body = readFileSync(file);
    const copies = [
      [
        '.br',
        await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      ],
      ['.gz', await gzipped(body, { level: 9 })],
    ];
    for (const [suffix, copy] of copies) {
      if (copy.length >= body.length) continue;
      writeFileSync(file + suffix, copy);
      written += 1;
    }
    before += body.length;
    after += copies[0][1].length;
  }),
);
console.log(
  `compressed ${written} copies: ${(before / 1024).toFixed(0)} KB of text is ${(after / 1024).toFixed(0)} KB in Brotli`,
);
