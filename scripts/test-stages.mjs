// `npm test`: every stage of the suite in order, each timed, stopping at the first that fails (as a chain of
// `&&` would). The durations go to reports/stages.json, which scripts/ci-summary.mjs prints, so a run says
// where its minutes went (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { testStages } from './lib/test-stages.mjs';

mkdirSync('reports', { recursive: true });
const ran = [];
let status = 0;
for (const { name, script } of testStages) {
  const started = performance.now();
  const { status: exit, signal } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  status = exit ?? (signal ? 1 : 0);
  ran.push({ name, seconds: Math.round((performance.now() - started) / 100) / 10, ok: status === 0 });
  writeFileSync('reports/stages.json', JSON.stringify(ran, null, 2));
  if (status !== 0) break;
}
process.exit(status);
