// One wait for a server to come up, shared by `npm start`, the benchmark and the tests' server helpers.
// Plain JavaScript so the .mjs scripts can import it without a TypeScript loader; types in the .d.mts.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a watched process is gone, or null while it runs. */
function exitOf(child) {
  if (!child) return null;
  if (child.exitCode !== null) return `code ${child.exitCode}`;
  if (child.signalCode) return `signal ${child.signalCode}`;
  return null;
}

/**
 * Polls `url` until an answer's status passes `ok` (by default a 2xx). Throws after `timeoutMs`, or as
 * soon as `child` (the process that should serve the URL) has exited, naming its exit code: waiting the
 * full timeout for a server that already died only hides its error.
 * @param {string} url
 * @param {{ timeoutMs: number, child?: { exitCode: number | null, signalCode?: string | null },
 *   ok?: (status: number) => boolean, intervalMs?: number, name?: string }} options
 */
export async function waitForUrl(url, options) {
  const { timeoutMs, child, ok = (status) => status >= 200 && status < 300, intervalMs = 300 } = options;
  const name = options.name ?? 'the process';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = exitOf(child);
    if (exit) throw new Error(`${name} exited with ${exit} before ${url} answered`);
    const left = deadline - Date.now();
    if (left <= 0) break;
    // One slow answer may not hold the wait past its deadline.
    const signal = AbortSignal.timeout(Math.max(1, Math.min(5000, left)));
    const passed = await fetch(url, { signal }).then(
      (answer) => {
        void answer.body?.cancel();
        return ok(answer.status);
      },
      () => false,
    );
    if (passed) return;
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
