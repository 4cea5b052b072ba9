import { describe, expect, it } from 'vitest';
import { catalogQuery } from '@/components/staff/catalog-page';

const languages = ['es', 'en', 'pt'] as const;
const filter = { name: 'language', values: languages };

describe('a staff list’s address', () => {
  it('reads its filter, search and page, and keeps them in the address of another page', () => {
    const query = catalogQuery({ language: 'en', q: ' Moda ', page: '2' }, '/staff/news', filter);
    expect([query.value, query.q, query.page, query.deleted]).toEqual(['en', 'Moda', 2, false]);
    expect(query.href(3)).toBe('/staff/news?language=en&q=Moda&page=3');
  });

  it('takes a value that is none of the choices as no filter, and says a deletion came back', () => {
    const query = catalogQuery({ language: 'fr', done: 'deleted' }, '/staff/news', filter);
    expect([query.value, query.page, query.deleted]).toEqual([undefined, 1, true]);
    expect(query.href(2)).toBe('/staff/news?page=2');
  });
});
