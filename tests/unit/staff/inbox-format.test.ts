import { describe, expect, it } from 'vitest';
import { dayWords, languageName, timeAgo } from '@/lib/staff/inbox-format';
import { inboxReturn, itemHref } from '@/lib/staff/inbox-filter';

const now = new Date('2026-12-02T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("the inbox's words for values", () => {
  it('says how long ago in the largest whole unit, in the staff language', () => {
    expect(timeAgo(before(20), 'en', now)).toBe('now');
    expect(timeAgo(before(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600 + 1200), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(before(2 * 86400), 'en', now)).toBe('2 days ago');
    expect(timeAgo(before(86400), 'es', now)).toBe('ayer');
    expect(timeAgo(before(3 * 3600), 'es', now)).toBe('hace 3 horas');
    expect(timeAgo(before(400 * 86400), 'en', now)).toBe('last year');
  });

  it('names a language and writes a day, keeping the code or the text it cannot read', () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('pt', 'es')).toBe('portugués');
    expect(languageName('not a code', 'en')).toBe('not a code');
    expect(dayWords('2001-05-04', 'en')).toBe('May 4, 2001');
    expect(dayWords('2001-05-04', 'es')).toBe('4 de mayo de 2001');
    expect(dayWords('someday', 'es')).toBe('someday');
  });
});

describe("the inbox's addresses", () => {
  it("keeps an item in its list's status and search, and goes back only to an inbox view", () => {
    expect(itemHref({ kind: 'contact', id: 4 }, { status: 'new', q: 'ana b' })).toBe(
      '/staff/inbox/contact/4?status=new&q=ana+b',
    );
    expect(itemHref({ kind: 'application', id: 4 }, {})).toBe('/staff/inbox/application/4');
    expect(inboxReturn('/staff?kind=contact&page=2', 'contact')).toBe('/staff?kind=contact&page=2');
    for (const elsewhere of ['https://evil.example/', '/staff?kind=x//evil', null]) {
      expect(inboxReturn(elsewhere, 'application')).toBe('/staff?kind=application');
    }
  });
});
