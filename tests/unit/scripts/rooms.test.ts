// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { roomOf, roomProblems } from '@/scripts/lib/rooms.mjs';

/** A tree of the given files (path → source), in a folder of its own. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rooms-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('the rooms of the code', () => {
  it('are top folders, the folders of lib and components, and the files directly in lib', () => {
    expect(roomOf('server/page-cache/store.ts')).toBe('server');
    expect(roomOf('lib/i18n/pathnames.ts')).toBe('lib/i18n');
    expect(roomOf('components/ui/link.client.tsx')).toBe('components/ui');
    expect(roomOf('lib/locales.ts')).toBe('lib/locales.ts');
    expect(roomOf('proxy.ts')).toBe('.');
  });

  it('are in order in this repository', () => {
    expect(roomProblems(process.cwd())).toEqual([]);
  });

  it('keep lib/ below components/ and app/ in the lint step (ESLint)', { timeout: 60_000 }, async () => {
    const eslint = new ESLint();
    // In place of a file of lib/ that the typed lint knows (it reads only the project's files).
    const [planted] = await eslint.lintText(
      "import { Link } from '@/components/ui/link.client';\n\nexport const link = Link;\n",
      { filePath: 'lib/talent/card.ts' },
    );
    expect(planted?.messages.map((message) => message.ruleId)).toContain('import/no-restricted-paths');
  });

  it('refuse two rooms that import each other, type-only imports included', () => {
    const root = tree({
      'lib/i18n/routes.ts': "import { category } from '@/lib/talent/category';\nexport const r = category;\n",
      'lib/talent/category.ts':
        "import type { Locale } from '../i18n/locales';\nexport const category = 1;\n",
      'lib/i18n/locales.ts': 'export type Locale = string;\n',
      'server/main.ts': "import './precompress.mjs';\nimport '../scripts/lib/node.mjs';\n",
      'server/precompress.mjs': 'export {};\n',
      'scripts/lib/node.mjs': 'export {};\n',
      'scripts/bench.ts': "import '@/server/main';\n",
    });
    expect(roomProblems(root)).toEqual([
      'lib/i18n and lib/talent import each other (lib/i18n/routes.ts → lib/talent/category.ts; lib/talent/category.ts → lib/i18n/locales.ts): one of them must not.',
      'scripts and server import each other (scripts/bench.ts → server/main.ts; server/main.ts → scripts/lib/node.mjs): one of them must not.',
    ]);
  });
});
