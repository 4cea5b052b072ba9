import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { censorLine } from './censor-line';
import type { LogLevel } from '../contract/log-levels';

// The one way the site and the embedded backend make their loggers: one JSON object per line on stdout
// (what journald, a container platform or a log shipper reads), or a readable line when a person watches
// a terminal. Field names: docs/operations.md.

export type LogFormat = 'json' | 'pretty';

export type LoggerOptions = {
  /** `site` or `backend`: which program wrote the line. */
  program: string;
  level: LogLevel;
  /** Tells the instances of one program apart; by default the host name and port. */
  instance?: string;
  port: number;
  /** Unset: pretty when stdout is a terminal, JSON otherwise. */
  format?: LogFormat;
  /** Where lines go: stdout unless given (tests). */
  destination?: NodeJS.WritableStream;
};

/** Whether lines go out as JSON: as asked, else when stdout is not a terminal. */
export const writesJson = (format?: LogFormat): boolean =>
  (format ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'json';

export function createLogger({ program, level, instance, port, format, destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { program, instance: instance ?? `${hostname()}:${port}` },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Fields that could hold a secret or a visitor's data are blanked wherever a caller puts them by mistake
    // (censor-line.ts), errors written there as pino writes them, so its own error serializer is not run again.
    formatters: { level: (label) => ({ level: label }), log: censorLine },
    serializers: { err: (value: unknown) => value },
  };
  if (writesJson(format)) return destination ? pino(options, destination) : pino(options);
  // In the main thread (no worker), so a line is on screen before the process goes on.
  return pino(
    options,
    pretty({
      sync: true,
      colorize: !destination,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,instance',
      ...(destination ? { destination } : {}),
    }),
  );
}
