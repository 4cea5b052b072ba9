import type { Logger } from 'pino';

// What Node prints itself, outside any console call a program makes: its warnings (a deprecation, an
// experimental feature) and the stack of an error nothing caught. As a line of the program's logger each.

/** Node's own warnings as `warn` lines; its default printing of them (several lines on stderr) is removed. */
export function warningsToLog(logger: Logger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logger.warn({ err: warning }, warning.message));
}

/**
 * An error nothing caught (a rejection nobody handled included, which Node turns into one) ends the process
 * as before, with exit code 1, after one `fatal` line instead of Node's printed stack.
 */
export function crashesToLog(logger: Logger): void {
  process.on('uncaughtException', (err, origin) => {
    logger.fatal({ err, origin }, 'uncaught exception: the process ends');
    process.exit(1);
  });
}
