// The stages of `npm test`, in the order they run, each an npm script of package.json; and the lines that
// report their durations. Plain JavaScript so the .mjs scripts import it without a TypeScript loader.

/** A stage of one script. */
const alone = (name, script) => ({ name, lanes: [[script]] });

/**
 * Each stage is lanes run at the same time, each lane its scripts in order: the machine has two cores, and
 * eslint holds one of them for most of a minute while the typecheck and the other checks need only the other.
 */
export const testStages = [
  { name: 'lint and typecheck', lanes: [['lint:code'], ['typecheck', 'lint:files']] },
  alone('unit', 'test:unit'),
  alone('contract (PGlite)', 'test:contract:pglite'),
  alone('contract (PostgreSQL)', 'test:contract:postgres'),
  alone('build', 'build'),
  alone('e2e', 'test:e2e:direct'),
  alone('e2e behind nginx', 'test:e2e:nginx'),
  alone('multi-instance', 'test:multi'),
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
