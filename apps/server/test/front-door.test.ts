import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/**
 * The repository's front door (README.md) and the documents it leads to (docs/operations.md,
 * docs/deploy.md, docs/quality.md, docs/decisions/README.md) stay true to the tree they describe.
 */
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, root), 'utf8');
const names = async (path: string, { files = false } = {}) =>
  (await readdir(new URL(path, root), { withFileTypes: true }))
    .filter((entry) => (files ? entry.isFile() : entry.isDirectory()))
    .map((entry) => entry.name.replace(/\.tsx?$/, ''));

const section = (text: string, heading: string) => text.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
/** Markdown's headings, outside fenced code. */
const headings = (text: string) =>
  withoutCode(text)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, ''));
const withoutCode = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const DOCS = ['docs/operations.md', 'docs/deploy.md', 'docs/quality.md'];
const NOTES = readdirSync(new URL('docs/decisions/', root))
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => `docs/decisions/${name}`);
const WRITTEN = ['README.md', ...DOCS, 'docs/product.md', 'docs/decisions/README.md', ...NOTES];

describe("the README's map of the code", () => {
  it('names every server module, plugin and folder, and every web feature and folder', async () => {
    const map = section(await read('README.md'), 'Where things are');
    const expected = [
      ...(await names('apps/server/src')),
      ...(await names('apps/server/src/modules')),
      ...(await names('apps/server/src/plugins', { files: true })),
      ...(await names('apps/web/src')).filter((name) => name !== 'assets' && name !== 'styles'),
      ...(await names('apps/web/src/features')),
    ];
    const missing = [...new Set(expected)].filter((name) => !new RegExp(`\\b${name}\\b`).test(map));
    expect(missing).toEqual([]);
  });
});

describe('the README, a front door', () => {
  it('has at most 150 lines, its two commands, and a link to each of the three docs', async () => {
    const readme = await read('README.md');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test /m);
    for (const doc of DOCS) expect(readme, doc).toContain(`](${doc})`);
  });
});

describe('each part of running a shop has its home', () => {
  it.each([
    [
      'docs/operations.md',
      [
        'Configuration',
        'Accounts and the first administrator',
        'Mail and the outbox',
        'Orders and payments',
        "The owner's dashboard",
        'Backups',
      ],
    ],
    ['docs/deploy.md', ['Running on PostgreSQL', 'Scaling out', 'Addresses the shop trusts']],
  ])('%s has its sections', async (doc, sections) => {
    const found = headings(await read(doc));
    for (const heading of sections) expect(found, heading).toContain(heading);
  });

  it('docs/quality.md names every command that measures, with its figures', async () => {
    const quality = await read('docs/quality.md');
    for (const command of [
      'size',
      'lighthouse',
      'bench',
      'bench:reset',
      'bench:side-by-side',
      'bench:dashboard',
      'bench:scale',
    ])
      expect(quality, command).toMatch(new RegExp(`^npm run ${command} `, 'm'));
    for (const table of ['| page ', '| scenario ', '| the compiled server ', '| mail ', '| figure '])
      expect(quality, table).toContain(table);
  });
});

describe('the written documents', () => {
  it.each(WRITTEN)('%s: every relative link and picture leads to a file, and to a heading in it', async (doc) => {
    const text = withoutCode(await read(doc));
    const targets = [
      ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
      ...[...text.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ].filter((target) => !/^[a-z]+:/.test(target));
    const broken: string[] = [];
    for (const target of targets) {
      const [file, hash] = target.split('#') as [string, string | undefined];
      const url = file ? new URL(file, new URL(doc, root)) : new URL(doc, root);
      if (!existsSync(url)) {
        broken.push(target);
        continue;
      }
      if (hash && !headings(await readFile(url, 'utf8')).some((heading) => anchor(heading) === hash))
        broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it.each(WRITTEN)('%s: every `npm run` it names is a script of package.json', async (doc) => {
    const { scripts } = JSON.parse(await read('package.json')) as { scripts: Record<string, string> };
    const named = [...(await read(doc)).matchAll(/npm run ([a-z](?:[\w:-]*\w)?)/g)].map((m) => m[1]!);
    expect(named.filter((script) => !(script in scripts))).toEqual([]);
  });
});

describe('the decision notes', () => {
  it('are all listed in docs/decisions/README.md, each in the one template', async () => {
    const notes = (await names('docs/decisions', { files: true }))
      .filter((name) => /^\d{4}-/.test(name))
      .filter((name) => name.endsWith('.md'));
    const index = await read('docs/decisions/README.md');
    for (const note of notes) {
      expect(index, note).toContain(`(${note})`);
      const text = await read(`docs/decisions/${note}`);
      expect(text, note).toMatch(/^# \d{4}\. .+\n\n- Status: .+\n- Date: \d{4}-\d\d-\d\d\n- Supersedes: .+\n/);
      for (const part of ['## Context', '## Decision', '## Consequences']) expect(text, note).toContain(`\n${part}\n`);
    }
  });
});
