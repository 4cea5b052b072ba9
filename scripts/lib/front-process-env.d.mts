export function frontProcessEnv(env?: Record<string, string | undefined>): {
  MALLOC_ARENA_MAX: string;
  MALLOC_MMAP_THRESHOLD_: string;
};
