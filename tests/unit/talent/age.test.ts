import { describe, expect, it } from 'vitest';
import { ageInYears } from '@/lib/talent/age';

const today = new Date('2026-11-22T12:00:00Z');

describe('ageInYears', () => {
  it('divides whole days by 365, as the old site did', () => {
    // 2000-11-22 → 2026-11-22 is 9496 days (7 leap days); 9496 / 365 = 26.01 → 26.
    expect(ageInYears('2000-11-22', today)).toBe(26);
    // 26 calendar years minus 6 days: 9490 / 365 = 26.0 → still 26 by the days rule,
    // although the birthday has not come yet by the calendar.
    expect(ageInYears('2000-11-28', today)).toBe(26);
    // 9489 days → 25.997 → 25.
    expect(ageInYears('2000-11-29', today)).toBe(25);
  });

  it('is 0 for a baby and null for a date in the future', () => {
    expect(ageInYears('2026-06-01', today)).toBe(0);
    expect(ageInYears('2027-01-01', today)).toBeNull();
  });

  it('is null for a missing or malformed birthdate', () => {
    expect(ageInYears(null, today)).toBeNull();
    expect(ageInYears('', today)).toBeNull();
    expect(ageInYears('04/05/2001', today)).toBeNull();
    expect(ageInYears('2001-02-31', today)).toBeNull();
    expect(ageInYears('2001-13-01', today)).toBeNull();
  });

  it('counts the calendar day of a birthdate given with a time', () => {
    expect(ageInYears('2000-11-22T23:30:00-06:00', today)).toBe(26);
    expect(ageInYears('2000-11-29 00:00:00', today)).toBe(25);
  });

  it('counts a leap-day birthdate', () => {
    // 2004-02-29 → 2026-11-22 is 8302 days: 22.7 years.
    expect(ageInYears('2004-02-29', today)).toBe(22);
  });
});
