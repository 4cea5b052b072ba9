type ProcessEnv = { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string; NODE_OPTIONS: string };
export const frontHeapOptions: Record<string, string>;
export const backendHeapOptions: Record<string, string>;
export function frontProcessEnv(env?: Record<string, string | undefined>): ProcessEnv;
export function backendProcessEnv(env?: Record<string, string | undefined>): ProcessEnv;
