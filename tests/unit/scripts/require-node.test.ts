import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeTooOld, requiredNode } from '@/lib/require-node.mjs';

describe('the Node.js the project runs on', () => {
  it('refuses an older Node with one sentence that says how to start it', () => {
    expect(nodeTooOld('20.20.2')).toBe(
      'This site needs Node.js 24.11 or later and was started with Node.js 20.20.2: run it through npm (npm start), which uses the Node.js 24 that npm ci installed.',
    );
    expect(nodeTooOld('24.10.0')).toMatch(/^This site needs Node\.js 24\.11 or later/);
    expect(nodeTooOld('24.11.0')).toBeNull();
    expect(nodeTooOld('26.1.0')).toBeNull();
  });

  it('is the Node that runs the tests, the one package.json asks for and brings', () => {
    expect(nodeTooOld(process.versions.node)).toBeNull();
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
      dependencies: Record<string, string>;
    };
    expect(manifest.engines.node).toBe(`>=${requiredNode.major}.${requiredNode.minor}`);
    expect(manifest.dependencies.node).toMatch(new RegExp(`^\\^${requiredNode.major}\\.`));
  });

  it('is checked by the front, the backend and npm start first of all their imports', () => {
    for (const file of ['server/main.ts', 'backend/main.ts', 'scripts/start.mjs']) {
      const firstImport = /^import .*$/m.exec(readFileSync(file, 'utf8'))?.[0];
      expect(firstImport, file).toMatch(/require-node\.mjs';$/);
    }
    // The real check, in a process of the running Node: it passes.
    expect(execFileSync(process.execPath, ['lib/require-node.mjs'], { encoding: 'utf8' })).toBe('');
  });
});
