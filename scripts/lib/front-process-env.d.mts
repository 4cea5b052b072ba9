export function frontProcessEnv(env?: Record<string, string | undefined>): { MALLOC_ARENA_MAX: string };
