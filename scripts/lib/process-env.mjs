// What the production front server (dist/front.mjs) and the embedded backend (dist/backend.mjs) need in
// their environment before they start, wherever they are started: `npm start`, the bench and the tests'
// own sites. Each setting is read once, when the process starts; an operator's own value wins. Why two
// malloc arenas, a fixed mmap threshold and a bounded V8 heap: docs/performance.md ("Memory of the front
// server", "Memory of the embedded backend") and decisions 0030, 0032 and 0035.

/** V8 heap options the front server runs with, by name, unless NODE_OPTIONS already sets them. */
export const frontHeapOptions = { '--max-semi-space-size': '8', '--max-old-space-size': '192' };

/** An option's name as Node reads it: `--max_old_space_size` and `--max-old-space-size` are one. */
const optionName = (option) => option.split('=')[0].replaceAll('_', '-');

/**
 * V8 heap options the embedded backend runs with, by name, unless NODE_OPTIONS already sets them. Under a load
 * of list calls its heap grew to about 200 MB holding 40 to 100; the young generation's size decides that
 * peak here too (docs/performance.md, "Memory of the embedded backend").
 */
export const backendHeapOptions = { '--max-semi-space-size': '4', '--max-old-space-size': '192' };

/** NODE_OPTIONS with the given heap options added to the operator's own. */
function nodeOptions(current = '', heapOptions) {
  const given = new Set(current.split(/\s+/).filter(Boolean).map(optionName));
  const added = Object.entries(heapOptions)
    .filter(([name]) => !given.has(name))
    .map(([name, value]) => `${name}=${value}`);
  return [current.trim(), ...added].filter(Boolean).join(' ');
}

/** The malloc settings both servers run with, unless the operator chose their own. */
function mallocEnv(env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || '131072',
  };
}

/** The variables to add to `env` for the front server's process. */
export function frontProcessEnv(env = process.env) {
  return { ...mallocEnv(env), NODE_OPTIONS: nodeOptions(env.NODE_OPTIONS, frontHeapOptions) };
}

/** The variables to add to `env` for the embedded backend's process. */
export function backendProcessEnv(env = process.env) {
  return { ...mallocEnv(env), NODE_OPTIONS: nodeOptions(env.NODE_OPTIONS, backendHeapOptions) };
}
