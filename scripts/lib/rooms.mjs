// The rooms of the code import one another one way only: this refuses every circle between rooms, which no
// file-level tool sees (what a room is and its floors: docs/architecture.md). Imports are read by
// TypeScript's own pre-processor, type-only ones included: they tie two rooms as much as any.
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
  if (parts.length === 2 && floored.has(parts[0]) && parts[0] !== 'components') return file;
  if (parts.length > 2 && floored.has(parts[0])) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** The top folders whose own folders are rooms. */
const floored = new Set(['lib', 'components', 'backend']);

/** The circles of rooms (strongly connected sets of two or more), each as its rooms in order (Tarjan). */
function circles(rooms, arrowsFrom) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (room) => {
    index.set(room, counter);
    low.set(room, counter++);
    stack.push(room);
    onStack.add(room);
    for (const next of arrowsFrom.get(room) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(room, Math.min(low.get(room), low.get(next)));
      } else if (onStack.has(next)) low.set(room, Math.min(low.get(room), index.get(next)));
    }
    if (low.get(room) === index.get(room)) {
      const circle = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        circle.push(member);
      } while (member !== room);
      if (circle.length > 1) found.push(circle.sort());
    }
  };
  for (const room of [...rooms].sort()) if (!index.has(room)) visit(room);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Every circle of rooms of the tree at `root`, one sentence each: a pair that imports each other, or a
 * longer circle with the imports that make it.
 */
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
  const arrowsFrom = new Map();
  for (const arrow of arrows.keys()) {
    const [from, to] = arrow.split(' → ');
    arrowsFrom.set(from, [...(arrowsFrom.get(from) ?? []), to]);
  }
  for (const circle of circles(arrowsFrom.keys(), arrowsFrom)) {
    if (circle.length === 2) {
      const [a, b] = circle;
      const [there, back] = [arrows.get(`${a} → ${b}`), arrows.get(`${b} → ${a}`)];
      problems.push(`${a} and ${b} import each other (${there}; ${back}): one of them must not.`);
    } else {
      const members = new Set(circle);
      const imports = [...arrows]
        .filter(([arrow]) => arrow.split(' → ').every((room) => members.has(room)))
        .map(([, example]) => example);
      problems.push(
        `${circle.join(', ')} import one another in a circle (${imports.join('; ')}): one arrow must go.`,
      );
    }
  }
  return problems;
}
