import { describe, expect, it } from 'vitest';
import { formatPostDate, isoDay, longPostDate } from '@/lib/news/date';

describe('formatPostDate', () => {
  it('shows dd/mm/yyyy', () => {
    expect(formatPostDate('2026-03-14T18:00:00Z')).toBe('14/03/2026');
  });
  it("uses the agency's time zone (Mexico City)", () => {
    // 02:00 UTC on the 5th is still the evening of the 4th in Mexico City.
    expect(formatPostDate('2026-01-05T02:00:00Z')).toBe('04/01/2026');
    expect(isoDay('2026-01-05T02:00:00Z')).toBe('2026-01-04');
  });
  it('is null for a value that is not a date', () => {
    expect(formatPostDate('yesterday')).toBeNull();
    expect(isoDay('yesterday')).toBeNull();
    expect(longPostDate('yesterday', 'es')).toBeNull();
  });
});

describe('longPostDate', () => {
  it("writes the day out in the page's language", () => {
    expect(longPostDate('2026-03-14T18:00:00Z', 'es')).toBe('14 de marzo de 2026');
    expect(longPostDate('2026-03-14T18:00:00Z', 'en')).toBe('March 14th, 2026');
    expect(longPostDate('2026-03-14T18:00:00Z', 'pt')).toBe('14 de março de 2026');
  });
  it("is the same day as the short form, in the agency's time zone", () => {
    expect(longPostDate('2026-01-05T02:00:00Z', 'en')).toBe('January 4th, 2026');
  });
});
