import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontProcessEnv } from '../../scripts/lib/process-env.mjs';

// The production front (`npm start` runs dist/front.mjs, built by `npm run build`) refusing a bad setting:
// the operator's log stays one JSON object a line, the refusal included (docs/operations.md).

const root = path.resolve(import.meta.dirname, '../..');

function startFront(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, 'dist/front.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...frontProcessEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '5419',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('the front with a bad setting', () => {
  it('ends at once with one JSON line naming the setting, and nothing else printed', async () => {
    const { code, output } = await startFront({ API_TIMEOUT_MS: 'soon', LOG_FORMAT: 'json' });
    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const parsed = lines.map((line) => JSON.parse(line) as { level: string; msg: string; program: string });
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ level: 'fatal', program: 'site' });
    expect(parsed[0]!.msg).toMatch(/^Invalid site configuration[\s\S]*API_TIMEOUT_MS/);
  }, 60_000);
});
