// What the production front server (dist/front.mjs) and the embedded backend (dist/backend.mjs) need in
// their environment before they start, wherever they are started: `npm start`, the bench and the tests'
// own sites. Each setting is read once, when the process starts, so none can be made from inside the
// server; an operator's own value wins. The measurements behind them are in docs/performance.md ("Memory
// of the front server", "Memory of the embedded backend").
//
// - Two glibc malloc arenas: threads that allocate get arenas of their own, up to eight per core, and memory
//   freed in one mostly stays with the process. The image optimizer (sharp, on libvips threads) allocates
//   and frees large buffers on those threads; so does the backend's seed, which draws the demo's photos.
// - A fixed mmap threshold of 128 KB (glibc's starting value): glibc raises it after each large free, up to
//   32 MB, so the encoder's later buffers would come from the arena and stay there.
// - A small young generation and a bounded old one for V8 (`--max-semi-space-size`, `--max-old-space-size`,
//   both documented Node.js options): under load V8 otherwise grows its heap well past what is alive and keeps
//   it until the next full collection, while the live heap stays far under the bound.

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
