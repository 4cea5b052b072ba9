import { format, stripVTControlCharacters } from 'node:util';
import type { Logger } from 'pino';

// Next.js prints its own messages and errors (a page that failed to render, "Failed to …", start-up notes)
// with console.log/warn/error from inside its bundles, as several lines with a stack: a log shipper reading
// one JSON object per line breaks on them. Routed here, each call is one line of the program's logger, an
// error in `err` (message, stack, digest and cause as fields).

const levels = {
  debug: 'debug',
  trace: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const;
type Method = keyof typeof levels;

// Next's prefixes (`⨯`, `⚠`, `✓`…) stand for the level in a terminal; the line's `level` says it here.
const nextPrefix = /^\s*[⨯⚠✓○▲»]\s*/u;

// The same error is printed by Next more than once for one request (the page render and the document
// around it): one line is enough. Weak, so a logged error is not kept alive by it.
const logged = new WeakSet<object>();

/** The message and the first error of a console call's arguments, as a log line holds them. */
export function lineOf(args: unknown[]): { err?: Error; msg: string } {
  const err = args.find((arg): arg is Error => arg instanceof Error);
  const rest = args.filter((arg) => arg !== err);
  const text = stripVTControlCharacters(format(...rest))
    .replace(nextPrefix, '')
    .trim();
  return { ...(err ? { err } : {}), msg: text || err?.message || '' };
}

/**
 * Replaces the console's printing methods with ones that write a line of `logger`, with the fields
 * `context` gives at the time of the call (the request being served). An error already logged is dropped.
 */
export function consoleToLog(logger: Logger, context: () => Record<string, unknown> = () => ({})): void {
  for (const method of Object.keys(levels) as Method[]) {
    console[method] = (...args: unknown[]) => {
      const { err, msg } = lineOf(args);
      if (err) {
        if (logged.has(err)) return;
        logged.add(err);
      }
      logger[levels[method]]({ ...context(), ...(err ? { err } : {}) }, msg);
    };
  }
}
