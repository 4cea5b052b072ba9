export const frontHeapOptions: Record<string, string>;
export function frontProcessEnv(env?: Record<string, string | undefined>): {
  MALLOC_ARENA_MAX: string;
  MALLOC_MMAP_THRESHOLD_: string;
  NODE_OPTIONS: string;
};
