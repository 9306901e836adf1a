import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/** The repository's front door (README.md, docs/decisions/README.md) stays true to the tree it describes. */
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, root), 'utf8');
const names = async (path: string, { files = false } = {}) =>
  (await readdir(new URL(path, root), { withFileTypes: true }))
    .filter((entry) => (files ? entry.isFile() : entry.isDirectory()))
    .map((entry) => entry.name.replace(/\.tsx?$/, ''));

const section = (text: string, heading: string) => text.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';

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
