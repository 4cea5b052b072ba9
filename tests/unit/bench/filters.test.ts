import { describe, expect, it } from 'vitest';
import { filtersMarkdown } from '@/scripts/bench/filters';

describe('the filters stage in the bench report', () => {
  it('gives each filter at each door beside the plain list, with the roster size', () => {
    const md = filtersMarkdown(
      {
        rounds: 30,
        cases: [
          { name: 'plain', where: 'back end', total: 13333, medianMs: 9.5, p95Ms: 14, ratioToPlain: 1 },
          {
            name: 'hair Black',
            where: 'back end',
            total: 1650,
            medianMs: 12.1,
            p95Ms: 20.3,
            ratioToPlain: 1.27,
          },
        ],
      },
      20000,
    );
    expect(md).toContain('## Roster filters with 20000 talents');
    expect(md).toContain('| plain | back end | 13333 | 9.5 | 14 | 1 |');
    expect(md).toContain('| hair Black | back end | 1650 | 12.1 | 20.3 | 1.27 |');
  });
});
