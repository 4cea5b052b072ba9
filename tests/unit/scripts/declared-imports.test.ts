import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The scripts (npm start, the build, the bench, the privacy PDFs) run from a fresh `npm ci`: every package
// they import must be declared in package.json, not merely reached because another package depends on it.
const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(mjs|js|ts)$/.test(entry.name) && !entry.name.endsWith('.d.mts') ? [full] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, side-effect imports, dynamic imports. */
function specifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** The package a bare specifier names, or null for a relative path, the project alias or a Node builtin. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) return null;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('packages the scripts import', () => {
  it('reads every kind of import', () => {
    const source = [
      "import { build } from 'esbuild';",
      "import * as x from '@scope/pkg/sub';",
      "import 'side-effect';",
      "const m = await import('dynamic/deep');",
      "export { a } from './local.mjs';",
      "import path from 'node:path';",
      "import fs from 'fs';",
      "import { notices } from '@/lib/legal/privacy-notice';",
    ].join('\n');
    expect(specifiers(source).map(packageOf)).toEqual([
      'esbuild',
      '@scope/pkg',
      null,
      null,
      null,
      null,
      'side-effect',
      'dynamic',
    ]);
  });

  it('are all declared in package.json', () => {
    const files = sourceFiles(path.join(root, 'scripts'));
    expect(files.length).toBeGreaterThan(5);
    const undeclared = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .map(packageOf)
        .filter((name): name is string => name !== null && !declared.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it("include the bench's browser launcher", () => {
    const bench = sourceFiles(path.join(root, 'scripts', 'bench')).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8')).map(packageOf),
    );
    expect(bench).toContain('chrome-launcher');
    expect(declared.has('chrome-launcher')).toBe(true);
  });
});
