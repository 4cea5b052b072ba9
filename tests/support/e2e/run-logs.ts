import { existsSync, readFileSync } from 'node:fs';
import { behindNginx, e2eLogFile } from './servers';

// The logs the run's servers wrote (playwright.config.ts sends them to files), read by the operations checks.

export type LogLine = Record<string, unknown>;

/** Which programs wrote logs in this run: nginx only behind nginx. */
export const loggedPrograms = behindNginx
  ? (['site', 'backend', 'nginx'] as const)
  : (['site', 'backend'] as const);

/** The whole text a program logged so far in this run. */
export function logText(program: 'site' | 'backend' | 'nginx'): string {
  const file = e2eLogFile(program);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The JSON lines a program logged so far (anything else, as a stack trace of a crash, is left out). */
export function logLines(program: 'site' | 'backend' | 'nginx'): LogLine[] {
  return logText(program)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}
