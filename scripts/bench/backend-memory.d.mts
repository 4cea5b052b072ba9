// Types for the unit tests of the backend memory stage (backend-memory.mjs stays plain JavaScript, run by node).
export const backendMemoryGoal: { maxMB: number; enforced: boolean };

export type BackendLoad = { requests: number; non2xx: number };

export type BackendMemory = {
  afterSeedMB: number;
  afterLoadMB: number;
  afterSecondLoadMB: number;
  loads: BackendLoad[];
  misses: string[];
};

export function measureBackendMemory(options: {
  backendUrl: string;
  pid: number;
  afterSeedMB: number;
}): Promise<BackendMemory>;

export function backendMemoryMisses(measured: {
  afterLoadMB: number;
  afterSecondLoadMB: number;
  loads: BackendLoad[];
}): string[];

export function backendMemoryMarkdown(result: BackendMemory): string;
