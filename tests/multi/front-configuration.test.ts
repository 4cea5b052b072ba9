import { describe, expect, it } from 'vitest';
import { spawnFront } from '../support/site';

// The production front (`npm start` runs dist/front.mjs, built by `npm run build`) refusing a bad setting:
// the operator's log stays one JSON object a line, the refusal included (docs/operations.md).

function startFront(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnFront(5419, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
