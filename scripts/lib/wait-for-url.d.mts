export type WaitForUrlOptions = {
  /** Gives up after this long. */
  timeoutMs: number;
  /** The process that should serve the URL: its early exit ends the wait with an error naming its code. */
  child?: { exitCode: number | null; signalCode?: string | null };
  /** Which status means "up" (default: 2xx). */
  ok?: (status: number) => boolean;
  /** Pause between attempts (default 300 ms). */
  intervalMs?: number;
  /** The process's name in the error (default "the process"). */
  name?: string;
};

/** Polls `url` until it answers with a status `ok` accepts; throws on timeout or when `child` exits first. */
export function waitForUrl(url: string, options: WaitForUrlOptions): Promise<void>;
