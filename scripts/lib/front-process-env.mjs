// What the production front server (dist/front.mjs) needs in its environment before it starts, wherever it
// is started: `npm start`, the bench and the tests' own sites.
//
// glibc's malloc gives threads that allocate their own arenas, up to eight per core, and memory freed in an
// arena mostly stays with the process. The image optimizer (sharp, on libvips threads) allocates and frees
// large buffers on those threads, so the site's resident memory kept growing with every image it encoded:
// after the bench's Lighthouse and throughput stages it held 657 MB with glibc's default and 381 MB with two
// arenas (one run each, docs/performance.md). glibc reads the setting once, when the process starts, so it
// cannot be set from inside the server. An operator's own value wins.
//
// Within an arena, glibc serves a large block from the OS (mmap) and gives it back when it is freed, but
// after each such free it raises that threshold (up to 32 MB), so the encoder's later buffers come from the
// arena and stay there. A fixed threshold of 128 KB (glibc's starting value) stops the climb: after the
// bench's images the site held 222–246 MB instead of 266–314 (docs/performance.md).

/** The variables to add to `env` for the front server's process. */
export function frontProcessEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || '131072',
  };
}
