// The rooms of the code import one another one way only: no two rooms import each other. A room is a top
// folder (`app`, `backend`, `server`, `scripts`…), a folder of `lib/` or `components/` (`lib/i18n`,
// `components/ui`), or a file directly in `lib/`. ESLint's zones keep `lib/` below `components/` and `app/`;
// dpdm (`npm run lint:cycles`) finds the cycles between files; this finds those between rooms, which no
// file-level tool sees. Imports are read by TypeScript's own pre-processor, type-only ones included: they tie
// two rooms as much as any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceFolders = ['app', 'backend', 'components', 'lib', 'server', 'scripts'];
const sourceFile = /\.(ts|tsx|mts|mjs)$/;
const candidates = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function filesUnder(root, folder) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (sourceFile.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) found.push(child);
    }
  };
  if (existsSync(path.join(root, folder))) walk(folder);
  return found;
}

/** The file an import names, relative to `root`, or null for a package or a file that is not there. */
function resolved(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.'))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const ending of candidates) {
    const file = path.join(root, base + ending);
    if (existsSync(file) && statSync(file).isFile()) return base + ending;
  }
  return null;
}

/** The room a file belongs to. */
export function roomOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return '.';
  if (parts[0] === 'lib' && parts.length === 2) return file;
  if ((parts[0] === 'lib' || parts[0] === 'components') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Every pair of rooms of the tree at `root` that import each other, one sentence each. */
export function roomProblems(root) {
  const files = sourceFolders.flatMap((folder) => filesUnder(root, folder));
  /** "from room → to room" → one import that makes it, for the message. */
  const arrows = new Map();
  const problems = [];
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolved(root, file, fileName);
      if (!target) continue;
      const [from, to] = [roomOf(file), roomOf(target)];
      if (from !== to && !arrows.has(`${from} → ${to}`)) arrows.set(`${from} → ${to}`, `${file} → ${target}`);
    }
  }
  for (const [arrow, example] of arrows) {
    const [from, to] = arrow.split(' → ');
    const back = arrows.get(`${to} → ${from}`);
    if (back && from < to) {
      problems.push(`${from} and ${to} import each other (${example}; ${back}): one of them must not.`);
    }
  }
  return problems;
}
