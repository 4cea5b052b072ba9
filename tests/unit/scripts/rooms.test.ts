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
  it('are top folders, the folders of lib, components and backend, the files directly in lib and backend', () => {
    expect(roomOf('server/page-cache/store.ts')).toBe('server');
    expect(roomOf('lib/i18n/pathnames.ts')).toBe('lib/i18n');
    expect(roomOf('components/ui/link.client.tsx')).toBe('components/ui');
    expect(roomOf('lib/locales.ts')).toBe('lib/locales.ts');
    expect(roomOf('proxy.ts')).toBe('.');
    expect(roomOf('backend/http/errors.ts')).toBe('backend/http');
    expect(roomOf('backend/main.ts')).toBe('backend/main.ts');
    expect(roomOf('components/site-header.tsx')).toBe('components');
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

  // Each case: what the check holds to, a tree of files (path → source), and the problems it names there.
  const cases: { what: string; files: Record<string, string>; problems: string[] }[] = [
    {
      what: 'refuse two rooms that import each other, type-only imports included',
      files: {
        'lib/i18n/routes.ts':
          "import { category } from '@/lib/talent/category';\nexport const r = category;\n",
        'lib/talent/category.ts':
          "import type { Locale } from '../i18n/locales';\nexport const category = 1;\n",
        'lib/i18n/locales.ts': 'export type Locale = string;\n',
        'server/main.ts': "import './precompress.mjs';\nimport '../scripts/lib/node.mjs';\n",
        'server/precompress.mjs': 'export {};\n',
        'scripts/lib/node.mjs': 'export {};\n',
        'scripts/bench.ts': "import '@/server/main';\n",
      },
      problems: [
        'lib/i18n and lib/talent import each other (lib/i18n/routes.ts → lib/talent/category.ts; lib/talent/category.ts → lib/i18n/locales.ts): one of them must not.',
        'scripts and server import each other (scripts/bench.ts → server/main.ts; server/main.ts → scripts/lib/node.mjs): one of them must not.',
      ],
    },
    {
      what: 'refuse two folders of the backend that import each other',
      files: {
        'backend/http/app.ts':
          "import { talents } from '../mf/talents-route';\nexport const app = talents;\n",
        'backend/http/errors.ts': 'export class HttpError extends Error {}\n',
        'backend/mf/talents-route.ts':
          "import { HttpError } from '../http/errors';\nexport const talents = HttpError;\n",
        'backend/main.ts': "import { app } from './http/app';\nexport default app;\n",
      },
      problems: [
        'backend/http and backend/mf import each other (backend/http/app.ts → backend/mf/talents-route.ts; backend/mf/talents-route.ts → backend/http/errors.ts): one of them must not.',
      ],
    },
    {
      what: 'refuse lib/a → lib/b → lib/a',
      files: {
        'lib/a/one.ts': "import { two } from '@/lib/b/two';\nexport const one = two;\n",
        'lib/b/two.ts': "import { three } from '@/lib/a/three';\nexport const two = three;\n",
        'lib/a/three.ts': 'export const three = 3;\n',
      },
      problems: [
        'lib/a and lib/b import each other (lib/a/one.ts → lib/b/two.ts; lib/b/two.ts → lib/a/three.ts): one of them must not.',
      ],
    },
    {
      what: 'refuse an arrow back up a longer circle',
      files: {
        'lib/a/one.ts': "import { two } from '@/lib/b/two';\nexport const one = two;\n",
        'lib/b/two.ts': "import { three } from '@/lib/c/three';\nexport const two = three;\n",
        'lib/c/three.ts': "import type { Four } from '@/lib/a/four';\nexport const three: Four = 3;\n",
        'lib/a/four.ts': 'export type Four = number;\n',
      },
      problems: [
        'lib/a, lib/b, lib/c import one another in a circle (lib/a/one.ts → lib/b/two.ts; lib/b/two.ts → lib/c/three.ts; lib/c/three.ts → lib/a/four.ts): one arrow must go.',
      ],
    },
    {
      what: 'let rooms stand on floors, each importing only below',
      files: {
        'backend/app.ts': "import '../lib/contract/limits';\nimport './http/errors';\nimport './mf/route';\n",
        'backend/mf/route.ts': "import '../http/errors';\n",
        'backend/http/errors.ts': "import '../../lib/contract/limits';\n",
        'lib/contract/limits.ts': 'export const limit = 1;\n',
      },
      problems: [],
    },
  ];
  for (const { what, files, problems } of cases)
    it(what, () => {
      expect(roomProblems(tree(files))).toEqual(problems);
    });
});
