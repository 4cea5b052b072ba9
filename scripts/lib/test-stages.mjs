// The stages of `npm test`, in the order they run, each an npm script of package.json; and the lines that
// report their durations. Plain JavaScript so the .mjs scripts import it without a TypeScript loader.

export const testStages = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'contract (PGlite)', script: 'test:contract:pglite' },
  { name: 'contract (PostgreSQL)', script: 'test:contract:postgres' },
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e:direct' },
  { name: 'e2e behind nginx', script: 'test:e2e:nginx' },
  { name: 'multi-instance', script: 'test:multi' },
];

/** `m:ss` for a number of seconds. */
export function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** One line per stage that ran, `stage  m:ss` (and `failed` after the one that stopped the run), then the total. */
export function stageLines(ran) {
  if (ran.length === 0) return [];
  const width = Math.max('total'.length, ...ran.map(({ name }) => name.length));
  const total = ran.reduce((sum, { seconds }) => sum + seconds, 0);
  return [
    'stages:',
    ...ran.map(
      ({ name, seconds, ok }) =>
        `  ${name.padEnd(width)}  ${minutes(seconds).padStart(5)}${ok ? '' : '  failed'}`,
    ),
    `  ${'total'.padEnd(width)}  ${minutes(total).padStart(5)}`,
  ];
}
