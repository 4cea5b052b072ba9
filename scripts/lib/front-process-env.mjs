// What the production front server (dist/front.mjs) needs in its environment before it starts, wherever it
// is started: `npm start`, the bench and the tests' own sites.
//
// glibc's malloc gives threads that allocate their own arenas, up to eight per core, and memory freed in an
// arena mostly stays with the process. The image optimizer (sharp, on libvips threads) allocates and frees
// large buffers on those threads, so the site's resident memory kept growing with every image it encoded:
// after the bench's Lighthouse and throughput stages it held 657 MB with glibc's default and 381 MB with two
// arenas (one run each, docs/performance.md). glibc reads the setting once, when the process starts, so it
// cannot be set from inside the server. An operator's own value wins.

/** The variables to add to `env` for the front server's process. */
export function frontProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
