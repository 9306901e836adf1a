// Draws the shop's share card, public/share.png (1200 × 630 px): the picture a link to the shop shows
// where it is shared; and public/logo.png, the logo search engines read in the home page's data. Drawn from the logo and
// the home page's hero; run it again after changing either: `node apps/web/scripts/share-card.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const art = (name) => readFileSync(path.join(web, 'src/assets/art', name), 'utf8');
const inner = (svg) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fbf8f1"/>
  <clipPath id="frame"><rect x="640" y="110" width="520" height="390" rx="28"/></clipPath>
  <g clip-path="url(#frame)"><svg x="640" y="110" width="520" height="390" viewBox="0 0 1200 900">${inner(art('hero.svg'))}</svg></g>
  <svg x="80" y="150" width="128" height="128" viewBox="0 0 64 64">${inner(art('logo.svg'))}</svg>
  <text x="80" y="380" font-family="DejaVu Serif, serif" font-size="96" font-weight="bold" fill="#2f6b3a">TeaTree</text>
  <text x="84" y="440" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#4a4a42">Organic green, black and white teas,</text>
  <text x="84" y="482" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#4a4a42">grown slowly since 1995</text>
  <rect x="84" y="520" width="120" height="6" rx="3" fill="#c8872e"/>
</svg>`;

await sharp(Buffer.from(card))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(path.join(web, 'public/share.png'));
// The logo alone, square, as search engines ask of an organization's logo (at least 112 px).
await sharp(Buffer.from(art('logo.svg').replace('<svg ', '<svg width="512" height="512" ')))
  .flatten({ background: '#fbf8f1' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(web, 'public/logo.png'));
console.log('drew public/share.png and public/logo.png');
