import { describe, expect, it } from 'vitest';
import { localePrefix, pathnames } from '@/lib/i18n/pathnames';
import { budgets, summarize } from '@/scripts/bench/report';

// The form pages as the bench names them, from the route table (a renamed page needs no edit here).
const contactPath = `${localePrefix('pt')}${pathnames['/contact'].pt}`;
const applyPath = `${localePrefix('es')}${pathnames['/be-a-model'].es}`;

const run = (jsKB: number) => ({
  scores: { performance: 60, accessibility: 100, 'best-practices': 100, seo: 100 },
  jsGzipBytes: jsKB * 1024,
  scripts: 12,
  lcpMs: 2000,
  cls: 0,
  tbtMs: 100,
  failing: [],
  findings: [],
  applied: { lcpMs: 1500, tbtMs: 120 },
});

describe('bench JavaScript budget', () => {
  it('is 175 KB gzip', () => {
    expect(budgets.jsGzipKB).toBe(175);
  });

  it('flags a form page whose JavaScript is over the budget, as any other page', () => {
    const contact = summarize({ name: 'contact', path: contactPath, budget: 'forms' }, [
      run(176),
      run(176),
      run(180),
    ]);
    expect(contact.misses).toEqual(['JS 176 KB > 175 KB']);
    const home = summarize({ name: 'home', path: '/' }, [run(175.5), run(176), run(175.9)]);
    expect(home.misses).toContain('JS 175.9 KB > 175 KB');
  });

  it('passes a page at the budget', () => {
    const apply = summarize({ name: 'apply', path: applyPath, budget: 'forms' }, [run(175)]);
    expect(apply.misses).toEqual([]);
  });
});
