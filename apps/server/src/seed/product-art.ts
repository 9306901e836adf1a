/**
 * Product pictures for the demo catalogue: a tea tin or a stand-up pouch on a soft background,
 * tinted by category, with the tea's name on the label.
 *
 * The result is a complete SVG document (1200 x 1200) meant to be rasterised server-side by
 * sharp/librsvg, so it sticks to what librsvg renders reliably: plain shapes, linear gradients,
 * clip paths and <text> in DejaVu Serif (the font the server has). No CSS, filters, masks or
 * external references. Pure function: the same input always gives the same picture.
 */

export type TeaCategory = 'Organic' | 'Green Tea' | 'Black Tea' | 'White Tea' | 'Oolong';

interface Palette {
  bg: string;
  shape: string;
  shapeDark: string;
  body: string;
  bodyDark: string;
  bodyLight: string;
  trim: string;
  label: string;
  ink: string;
  patA: string;
  patB: string;
  leaf1: string;
  leaf2: string;
  bits: string;
}

const PALETTES: Record<TeaCategory, Palette> = {
  Oolong: {
    bg: '#f6f4ea',
    shape: '#e6e1c6',
    shapeDark: '#cfc79c',
    body: '#8a6d2f',
    bodyDark: '#5e4a1f',
    bodyLight: '#b39a5a',
    trim: '#3d7a5a',
    label: '#fbf8f1',
    ink: '#4a3a18',
    patA: '#b39a5a',
    patB: '#efe9d2',
    leaf1: '#6cbf98',
    leaf2: '#5e4a1f',
    bits: '#7a6230',
  },
  Organic: {
    bg: '#f5f8ef',
    shape: '#dcebcd',
    shapeDark: '#b9d3a2',
    body: '#4f8a45',
    bodyDark: '#2f6b3a',
    bodyLight: '#7fb069',
    trim: '#c8872e',
    label: '#fbf8f1',
    ink: '#2f6b3a',
    patA: '#7fb069',
    patB: '#e3eed6',
    leaf1: '#7fb069',
    leaf2: '#2f6b3a',
    bits: '#4f7a3e',
  },
  'Green Tea': {
    bg: '#f1f7f3',
    shape: '#d2eadc',
    shapeDark: '#a9d3bc',
    body: '#3d9672',
    bodyDark: '#24664c',
    bodyLight: '#6cbf98',
    trim: '#d1a54b',
    label: '#fbf8f1',
    ink: '#24664c',
    patA: '#6cbf98',
    patB: '#dcf0e4',
    leaf1: '#6cbf98',
    leaf2: '#2f6b3a',
    bits: '#3d7a5a',
  },
  'Black Tea': {
    bg: '#fbf3e8',
    shape: '#f2dfc4',
    shapeDark: '#e0c39b',
    body: '#7a2e26',
    bodyDark: '#4a211b',
    bodyLight: '#a64a3b',
    trim: '#c8872e',
    label: '#fbf8f1',
    ink: '#3b2a1e',
    patA: '#c8872e',
    patB: '#f5e3c8',
    leaf1: '#7fb069',
    leaf2: '#8a5a2e',
    bits: '#6e4623',
  },
  'White Tea': {
    bg: '#f9f8f4',
    shape: '#e9ece3',
    shapeDark: '#d3dacb',
    body: '#dcdcd3',
    bodyDark: '#a9b0a3',
    bodyLight: '#f4f3ee',
    trim: '#8fb883',
    label: '#ffffff',
    ink: '#47704c',
    patA: '#a9cf98',
    patB: '#eef4e8',
    leaf1: '#a9cf98',
    leaf2: '#7fb069',
    bits: '#c9cfc0',
  },
};

type Pattern = 'leaves' | 'stripes' | 'dots' | 'mountain';
const PATTERNS: Pattern[] = ['leaves', 'stripes', 'dots', 'mountain'];

/** Rounds to one decimal so the document stays small. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Small deterministic PRNG (mulberry32) so jitter is stable for the same input. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Rough advance width of a character in DejaVu Serif Bold, in em. */
function charWidth(c: string): number {
  if (c === ' ') return 0.35;
  if ("iljtfrI.,:;'!|".includes(c)) return 0.42;
  if ('mwMW'.includes(c)) return 1.0;
  if (c >= 'A' && c <= 'Z') return 0.78;
  if (c >= '0' && c <= '9') return 0.7;
  return 0.64;
}

function textWidth(s: string, size: number): number {
  let w = 0;
  for (const c of s) w += charWidth(c);
  return w * size;
}

/** All ways to split words into `count` contiguous lines. */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const out: string[][] = [];
  for (let i = 1; i <= words.length - count + 1; i++) {
    const head = words.slice(0, i).join(' ');
    for (const rest of splits(words.slice(i), count - 1)) out.push([head, ...rest]);
  }
  return out;
}

interface NameLayout {
  lines: string[];
  size: number;
}

/** Wraps the name into 1 to 3 lines at the largest font size that fits the box. */
function layoutName(rawName: string, width: number, height: number): NameLayout {
  const maxSize = 84;
  const minSize = 30;
  let words = rawName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) words = ['Tea'];
  // Keep the search small for unusually long names.
  if (words.length > 8) words = [...words.slice(0, 7), words.slice(7).join(' ')];

  let best: NameLayout | null = null;
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    for (const lines of splits(words, count)) {
      const widest = Math.max(...lines.map((l) => textWidth(l, 1)));
      const size = Math.min(maxSize, width / widest, height / (count * 1.18));
      if (!best || size > best.size + 0.5) best = { lines, size };
    }
  }
  const chosen: NameLayout = best ?? { lines: [rawName], size: minSize };
  if (chosen.size >= minSize) return chosen;

  // Too long even on three lines: shorten each line to fit at the minimum size.
  const lines = chosen.lines.map((line) => {
    if (textWidth(line, minSize) <= width) return line;
    let cut = line;
    while (cut.length > 1 && textWidth(`${cut}…`, minSize) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  });
  return { lines, size: minSize };
}

function leafPath(len: number, wide = 0.3): string {
  const w = len * wide;
  return `M0 0C${n(len * 0.25)} ${n(-w)} ${n(len * 0.72)} ${n(-w)} ${n(len)} 0C${n(len * 0.72)} ${n(w)} ${n(len * 0.25)} ${n(w)} 0 0z`;
}

/** A leaf whose stalk is at (x, y), pointing at `angle` degrees. */
function leaf(x: number, y: number, len: number, angle: number, fill: string, vein: string | null): string {
  const veinPath = vein
    ? `<path d="M${n(len * 0.06)} 0H${n(len * 0.86)}" stroke="${vein}" stroke-width="${n(Math.max(2, len / 40))}" stroke-linecap="round" opacity=".55"/>`
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${leafPath(len)}" fill="${fill}"/>${veinPath}</g>`;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function patternArt(kind: Pattern, b: Box, p: Palette, rand: () => number): string {
  const cx = b.x + b.w / 2;
  const parts: string[] = [];
  switch (kind) {
    case 'leaves': {
      parts.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${p.patB}"/>`);
      const y0 = b.y + b.h * 0.62;
      const stem = `M${n(b.x - 10)} ${n(y0 + 20)}C${n(b.x + b.w * 0.3)} ${n(y0 - 30)} ${n(b.x + b.w * 0.7)} ${n(y0 + 30)} ${n(b.x + b.w + 10)} ${n(y0 - 20)}`;
      parts.push(`<path d="${stem}" fill="none" stroke="${p.leaf2}" stroke-width="6" stroke-linecap="round"/>`);
      const count = 6;
      for (let i = 0; i < count; i++) {
        const t = (i + 0.5) / count;
        const x = b.x + b.w * t;
        const y = y0 + Math.sin(t * Math.PI * 2) * -18 + 4;
        const up = i % 2 === 0;
        const angle = (up ? -55 : 55) + (rand() - 0.5) * 20;
        parts.push(leaf(x, y, 70 + rand() * 18, angle, up ? p.patA : p.leaf2, up ? p.patB : null));
      }
      break;
    }
    case 'stripes': {
      parts.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${p.patB}"/>`);
      const stripes: string[] = [];
      for (let x = b.x - b.h; x < b.x + b.w + b.h; x += 56) {
        stripes.push(`<rect x="${n(x)}" y="${n(b.y - 40)}" width="26" height="${n(b.h + 80)}"/>`);
      }
      parts.push(
        `<g fill="${p.patA}" transform="rotate(-32 ${n(cx)} ${n(b.y + b.h / 2)})" opacity=".85">${stripes.join('')}</g>`,
      );
      parts.push(`<circle cx="${n(cx)}" cy="${n(b.y + b.h / 2)}" r="${n(b.h * 0.32)}" fill="${p.label}"/>`);
      parts.push(leaf(cx - 34, b.y + b.h / 2 + 22, 80, -42, p.leaf2, null));
      parts.push(leaf(cx - 30, b.y + b.h / 2 + 22, 56, -118, p.patA, null));
      break;
    }
    case 'dots': {
      parts.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${p.patA}"/>`);
      const dots: string[] = [];
      let row = 0;
      for (let y = b.y + 18; y < b.y + b.h + 20; y += 34) {
        const off = row % 2 === 0 ? 0 : 20;
        for (let x = b.x + 10 + off; x < b.x + b.w + 20; x += 40) {
          dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="7"/>`);
        }
        row++;
      }
      parts.push(`<g fill="${p.patB}" opacity=".7">${dots.join('')}</g>`);
      parts.push(
        `<rect x="${n(cx - 110)}" y="${n(b.y + b.h / 2 - 44)}" width="220" height="88" rx="44" fill="${p.label}"/>`,
      );
      parts.push(leaf(cx - 62, b.y + b.h / 2 + 4, 64, -20, p.leaf2, null));
      parts.push(leaf(cx + 62, b.y + b.h / 2 + 4, 64, 200, p.leaf2, null));
      parts.push(`<circle cx="${n(cx)}" cy="${n(b.y + b.h / 2)}" r="14" fill="${p.trim}"/>`);
      break;
    }
    case 'mountain': {
      parts.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${p.patB}"/>`);
      parts.push(`<circle cx="${n(b.x + b.w * 0.7)}" cy="${n(b.y + b.h * 0.36)}" r="30" fill="${p.trim}"/>`);
      const base = b.y + b.h;
      parts.push(
        `<path d="M${n(b.x - 10)} ${n(base)}V${n(b.y + b.h * 0.62)}C${n(b.x + b.w * 0.18)} ${n(b.y + b.h * 0.3)} ${n(b.x + b.w * 0.36)} ${n(b.y + b.h * 0.3)} ${n(b.x + b.w * 0.56)} ${n(b.y + b.h * 0.6)}S${n(b.x + b.w * 0.86)} ${n(b.y + b.h * 0.52)} ${n(b.x + b.w + 10)} ${n(b.y + b.h * 0.66)}V${n(base)}z" fill="${p.patA}"/>`,
      );
      parts.push(
        `<path d="M${n(b.x - 10)} ${n(base)}V${n(b.y + b.h * 0.86)}C${n(b.x + b.w * 0.3)} ${n(b.y + b.h * 0.66)} ${n(b.x + b.w * 0.7)} ${n(b.y + b.h * 0.66)} ${n(b.x + b.w + 10)} ${n(b.y + b.h * 0.84)}V${n(base)}z" fill="${p.leaf2}"/>`,
      );
      const rows: string[] = [];
      for (let i = 1; i <= 3; i++) {
        const y = b.y + b.h * (0.6 + i * 0.09);
        rows.push(
          `<path d="M${n(b.x + b.w * 0.04)} ${n(y + 8)}Q${n(b.x + b.w * 0.3)} ${n(y - 22)} ${n(b.x + b.w * 0.52)} ${n(y + 6)}"/>`,
        );
      }
      parts.push(
        `<g fill="none" stroke="${p.patB}" stroke-width="5" stroke-linecap="round" stroke-dasharray="18 8" opacity=".6">${rows.join('')}</g>`,
      );
      break;
    }
  }
  return parts.join('');
}

function background(kind: number, p: Palette, rand: () => number): string {
  const parts: string[] = [`<rect width="1200" height="1200" fill="${p.bg}"/>`];
  if (kind === 0) {
    parts.push(`<circle cx="600" cy="610" r="450" fill="${p.shape}"/>`);
  } else if (kind === 1) {
    parts.push(
      `<rect x="200" y="210" width="800" height="800" rx="150" fill="${p.shape}" transform="rotate(-8 600 610)"/>`,
    );
  } else {
    parts.push(
      `<path d="M190 970V600a410 410 0 0 1 820 0v370a60 60 0 0 1-60 60H250a60 60 0 0 1-60-60z" fill="${p.shape}"/>`,
    );
  }
  // A few soft dots around the shape.
  const spots: Array<[number, number]> = [
    [170, 230],
    [1040, 300],
    [1010, 160],
    [140, 760],
    [1080, 820],
  ];
  for (const [x, y] of spots) {
    if (rand() < 0.55) {
      const r = 10 + rand() * 22;
      parts.push(
        `<circle cx="${n(x + (rand() - 0.5) * 40)}" cy="${n(y + (rand() - 0.5) * 40)}" r="${n(r)}" fill="${p.shapeDark}" opacity=".55"/>`,
      );
    }
  }
  return parts.join('');
}

function bodyGradient(p: Palette): string {
  return (
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${p.bodyDark}"/>` +
    `<stop offset=".12" stop-color="${p.body}"/>` +
    `<stop offset=".3" stop-color="${p.bodyLight}"/>` +
    `<stop offset=".52" stop-color="${p.body}"/>` +
    `<stop offset=".9" stop-color="${p.body}"/>` +
    `<stop offset="1" stop-color="${p.bodyDark}"/>` +
    `</linearGradient>`
  );
}

interface Drawn {
  defs: string;
  back: string;
  front: string;
  label: Box;
}

/** A straight tea tin: flat lid (style 0) or a caddy with a domed lid and knob (style 1). */
function tin(p: Palette, caddy: boolean): Drawn {
  const lid = caddy ? p.trim : p.bodyDark;
  const label: Box = { x: 408, y: 440, w: 384, h: 430 };
  const defs =
    bodyGradient(p) +
    `<linearGradient id="lid" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset=".3" stop-color="#ffffff" stop-opacity=".24"/>` +
    `<stop offset=".55" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  const body = [
    `<rect x="380" y="340" width="440" height="580" rx="30" fill="url(#body)"/>`,
    `<rect x="372" y="884" width="456" height="44" rx="18" fill="${p.bodyDark}"/>`,
  ];
  const top = caddy
    ? [
        `<path d="M392 352C392 286 470 250 600 250S808 286 808 352z" fill="${lid}"/>`,
        `<path d="M392 352C392 286 470 250 600 250S808 286 808 352z" fill="url(#lid)"/>`,
        `<path d="M560 254C560 232 578 218 600 218S640 232 640 254z" fill="${lid}"/>`,
        `<circle cx="600" cy="210" r="22" fill="${lid}"/>`,
        `<circle cx="593" cy="203" r="7" fill="#ffffff" opacity=".35"/>`,
        `<rect x="370" y="340" width="460" height="40" rx="16" fill="${lid}"/>`,
        `<rect x="370" y="340" width="460" height="40" rx="16" fill="url(#lid)"/>`,
        `<rect x="370" y="366" width="460" height="14" rx="7" fill="#000000" opacity=".12"/>`,
      ]
    : [
        `<rect x="362" y="262" width="476" height="118" rx="26" fill="${lid}"/>`,
        `<rect x="362" y="262" width="476" height="118" rx="26" fill="url(#lid)"/>`,
        `<rect x="384" y="274" width="432" height="14" rx="7" fill="#ffffff" opacity=".25"/>`,
        `<rect x="362" y="362" width="476" height="18" rx="9" fill="#000000" opacity=".12"/>`,
      ];
  return { defs, back: '', front: [...body, ...top].join(''), label };
}

const KRAFT: Palette['body'][] = ['#b98a55', '#8e6236', '#d4ab78'];

/** A stand-up pouch in the category colour, or in kraft paper with a coloured seal. */
function pouch(p: Palette, kraft: boolean): Drawn {
  const [kBody, kDark, kLight] = KRAFT as [string, string, string];
  const bodyP: Palette = kraft ? { ...p, body: kBody, bodyDark: kDark, bodyLight: kLight } : p;
  const seal = kraft ? p.body : p.bodyDark;
  const label: Box = { x: 426, y: 450, w: 348, h: 420 };
  const crimps: string[] = [];
  for (let x = 404; x <= 796; x += 14) crimps.push(`M${x} 262V312`);
  const front = [
    `<path d="M392 318C392 302 400 294 418 294H782C800 294 808 302 808 318L830 876C832 916 812 938 776 938H424C388 938 368 916 370 876z" fill="url(#body)"/>`,
    `<path d="M396 900C480 918 720 918 804 900" fill="none" stroke="${bodyP.bodyDark}" stroke-width="5" stroke-linecap="round" opacity=".35"/>`,
    `<path d="M404 330L384 880M796 330L816 880" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".18"/>`,
    `<rect x="390" y="248" width="420" height="76" rx="16" fill="${seal}"/>`,
    `<path d="${crimps.join('')}" stroke="#ffffff" stroke-width="3" opacity=".18"/>`,
    `<circle cx="600" cy="276" r="13" fill="${p.bg}"/>`,
    `<path d="M402 370H798" stroke="${bodyP.bodyDark}" stroke-width="7" stroke-linecap="round" opacity=".55"/>`,
    `<path d="M402 380H798" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".2"/>`,
  ].join('');
  return { defs: bodyGradient(bodyP), back: '', front, label };
}

function nameBlock(
  name: string,
  category: TeaCategory,
  label: Box,
  pattern: Pattern,
  p: Palette,
  rand: () => number,
): {
  defs: string;
  svg: string;
} {
  const win: Box = { x: label.x + 20, y: label.y + 20, w: label.w - 40, h: 176 };
  const defs = `<clipPath id="win"><rect x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h)}" rx="16"/></clipPath>`;
  const cx = label.x + label.w / 2;

  const textTop = win.y + win.h + 26;
  const catY = label.y + label.h - 34;
  const textBottom = catY - 52;
  const layout = layoutName(name, label.w - 48, textBottom - textTop);
  const lineH = layout.size * 1.14;
  const blockH = lineH * (layout.lines.length - 1) + layout.size * 0.72;
  const firstBaseline = textTop + (textBottom - textTop - blockH) / 2 + layout.size * 0.72;

  const tspans = layout.lines
    .map((line, i) => `<tspan x="${n(cx)}" y="${n(firstBaseline + i * lineH)}">${escapeXml(line)}</tspan>`)
    .join('');

  const svg = [
    `<rect x="${n(label.x)}" y="${n(label.y)}" width="${n(label.w)}" height="${n(label.h)}" rx="24" fill="${p.label}"/>`,
    `<rect x="${n(label.x + 8)}" y="${n(label.y + 8)}" width="${n(label.w - 16)}" height="${n(label.h - 16)}" rx="18" fill="none" stroke="${p.trim}" stroke-width="3" opacity=".7"/>`,
    `<g clip-path="url(#win)">${patternArt(pattern, win, p, rand)}</g>`,
    `<text font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="${n(layout.size)}" fill="${p.ink}" text-anchor="middle">${tspans}</text>`,
    `<path d="M${n(cx - 70)} ${n(catY - 34)}H${n(cx - 18)}M${n(cx + 18)} ${n(catY - 34)}H${n(cx + 70)}" stroke="${p.trim}" stroke-width="3" stroke-linecap="round"/>`,
    leaf(cx - 13, catY - 34, 26, 0, p.trim, null),
    `<text x="${n(cx)}" y="${n(catY)}" font-family="DejaVu Serif, Georgia, serif" font-size="24" letter-spacing="5" fill="${p.ink}" text-anchor="middle" opacity=".8">${escapeXml(category.toUpperCase())}</text>`,
  ].join('');
  return { defs, svg };
}

function looseLeaves(
  kind: number,
  p: Palette,
  category: TeaCategory,
  rand: () => number,
): { back: string; front: string } {
  const j = () => (rand() - 0.5) * 16;
  const bits = (x: number, y: number, count: number, spread = 130): string => {
    const out: string[] = [];
    const wide = category === 'White Tea' ? 0.22 : 0.3;
    for (let i = 0; i < count; i++) {
      const bx = x + (rand() - 0.5) * spread;
      const by = y + (rand() - 0.5) * 24;
      const len = 40 + rand() * 16;
      const a = (i % 2 === 0 ? -20 : 200) + (rand() - 0.5) * 40;
      out.push(`<path transform="translate(${n(bx)} ${n(by)}) rotate(${n(a)})" d="${leafPath(len, wide)}"/>`);
    }
    const stroke = category === 'White Tea' ? ` stroke="${p.bodyDark}" stroke-width="2"` : '';
    return `<g fill="${p.bits}"${stroke}>${out.join('')}</g>`;
  };
  const sprig = (x: number, y: number, mirror: boolean): string => {
    const s = mirror ? -1 : 1;
    const stem = `M${x} ${y}C${x + s * 10} ${y - 120} ${x - s * 10} ${y - 240} ${x + s * 40} ${y - 330}`;
    return [
      `<path d="${stem}" fill="none" stroke="${p.leaf2}" stroke-width="8" stroke-linecap="round"/>`,
      leaf(x + s * 40, y - 328, 110, mirror ? -110 : -70, p.leaf1, p.leaf2),
      leaf(x + s * 2, y - 236, 130, mirror ? -20 : -160, p.leaf2, null),
      leaf(x + s * 6, y - 150, 140, mirror ? -160 : -20, p.leaf1, p.leaf2),
      leaf(x + s * 4, y - 70, 130, mirror ? -25 : -155, p.leaf2, null),
    ].join('');
  };
  const scoop = (x: number, y: number): string =>
    [
      `<path d="M${x - 170} ${y + 8}L${x - 50} ${y - 4}" stroke="${p.trim}" stroke-width="20" stroke-linecap="round"/>`,
      `<ellipse cx="${x + 20}" cy="${y}" rx="86" ry="36" fill="${p.trim}"/>`,
      `<ellipse cx="${x + 20}" cy="${y - 10}" rx="70" ry="20" fill="#000000" opacity=".15"/>`,
      bits(x + 20, y - 14, 7, 90),
    ].join('');
  switch (kind % 4) {
    case 0:
      return {
        back: '',
        front:
          leaf(250 + j(), 950, 150, -24, p.leaf1, p.leaf2) +
          leaf(300 + j(), 958, 120, -150, p.leaf2, null) +
          leaf(880 + j(), 956, 130, -18, p.leaf1, p.leaf2) +
          bits(1000, 962, 3, 90),
      };
    case 1:
      return {
        back: sprig(300, 930, false),
        front: bits(960, 960, 4, 110) + leaf(840, 960, 120, -14, p.leaf1, p.leaf2),
      };
    case 2:
      return {
        back: '',
        front:
          scoop(930, 952) +
          leaf(200 + j(), 958, 140, -20, p.leaf2, null) +
          leaf(250 + j(), 948, 130, -60, p.leaf1, p.leaf2),
      };
    default:
      return {
        back: sprig(900, 930, true),
        front: leaf(230, 958, 130, -12, p.leaf1, p.leaf2) + bits(330, 964, 3, 90),
      };
  }
}

export function productArtSvg(input: { name: string; category: string; variant: number }): string {
  const category = (Object.hasOwn(PALETTES, input.category) ? input.category : 'Organic') as TeaCategory;
  const p = PALETTES[category];
  const v = Number.isFinite(input.variant) ? Math.abs(Math.floor(input.variant)) : 0;
  const name = String(input.name ?? '').trim() || 'TeaTree';
  const rand = rng(hash(`${name}|${category}|${v}`));

  const isPouch = v % 2 === 1;
  const pattern = PATTERNS[(v + Math.floor(v / 4)) % 4] ?? 'leaves';
  const bgKind = v % 3;
  const leafKind = (v + Math.floor(v / 3)) % 4;
  const style = Math.floor(v / 2) % 2 === 1;

  const product = isPouch ? pouch(p, style && category !== 'White Tea') : tin(p, style);
  const bg = background(bgKind, p, rand);
  const leaves = looseLeaves(leafKind, p, category, rand);
  const label = nameBlock(name, category, product.label, pattern, p, rand);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">`,
    `<defs>${product.defs}${label.defs}</defs>`,
    bg,
    `<g transform="translate(600 620) scale(1.12) translate(-600 -620)">`,
    `<ellipse cx="600" cy="950" rx="330" ry="34" fill="${p.shapeDark}" opacity=".8"/>`,
    leaves.back,
    product.back,
    product.front,
    label.svg,
    leaves.front,
    `</g>`,
    `</svg>`,
  ].join('');
}
