/** sessionStorage key holding the time of the last reload done for a chunk-load failure. */
export const chunkReloadKey = 'chunk-reload-at';
/** One full reload at most every 60 seconds, so a broken deployment cannot make the page reload in a loop. */
export const chunkReloadWindowMs = 60_000;

const chunkMessage =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** A failure to load a piece of the site's code, typically after a deploy replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkMessage.test(error.message);
}

/** Whether enough time passed since the last chunk reload (`lastReloadAt` as stored, or null). */
export function mayReload(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  if (lastReloadAt === null || !Number.isFinite(last)) return true;
  return now - last >= chunkReloadWindowMs || now < last;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page once for a chunk-load failure, at most every 60 s (the guard lives in sessionStorage so
 * it survives the reload). Returns true when it reloaded.
 */
export function reloadForChunkError(
  error: unknown,
  { storage, reload, now = Date.now() }: { storage: Storage; reload: () => void; now?: number },
): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: string | null = null;
  try {
    last = storage.getItem(chunkReloadKey);
  } catch {
    // Storage can be blocked; reloading without a guard could loop, so do not reload.
    return false;
  }
  if (!mayReload(last, now)) return false;
  storage.setItem(chunkReloadKey, String(now));
  reload();
  return true;
}
