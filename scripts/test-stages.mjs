// `npm test`: every stage of the suite in order, each timed, stopping at the first that fails (as a chain of
// `&&` would); a stage's lanes run side by side (scripts/lib/test-stages.mjs). The durations go to reports/stages.json, which scripts/ci-summary.mjs prints, so a run says
// where its minutes went (docs/testing.md).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { testStages } from './lib/test-stages.mjs';

mkdirSync('reports', { recursive: true });
/** Runs one npm script; resolves to its exit status. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a lane's scripts in order, stopping at the first that fails; resolves to its status. */
async function runLane(scripts) {
  for (const script of scripts) {
    const status = await run(script);
    if (status !== 0) return status;
  }
  return 0;
}

const ran = [];
let status = 0;
for (const { name, lanes } of testStages) {
  const started = performance.now();
  const statuses = await Promise.all(lanes.map(runLane));
  status = statuses.find((code) => code !== 0) ?? 0;
  ran.push({ name, seconds: Math.round((performance.now() - started) / 100) / 10, ok: status === 0 });
  writeFileSync('reports/stages.json', JSON.stringify(ran, null, 2));
  if (status !== 0) break;
}
process.exit(status);
