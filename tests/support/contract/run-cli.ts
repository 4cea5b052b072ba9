import { execFile } from 'node:child_process';
import path from 'node:path';
import { commandProgram } from '../backend';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs one of the backend's commands (`backend/inbox-cli.ts`, `backend/seed/cli.ts`…) with the given env: the
 * run's compiled copy, else the source under tsx (`commandProgram`).
 */
export function runCli(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...commandProgram(script), ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
