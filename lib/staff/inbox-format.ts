import type { StaffLocale } from './locale';

// How the inbox words a submission's values for the staff member, in their language.

/** The staff's languages as Intl names them: Mexican Spanish, American English. */
export const intlLocale = (locale: StaffLocale) => (locale === 'es' ? 'es-MX' : 'en-US');

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago `iso` was, in the largest whole unit: "3 hours ago", "hace 2 días", "now". */
export function timeAgo(iso: string, locale: StaffLocale, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  const words = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size) return words.format(-Math.floor(seconds / size), unit);
  }
  return words.format(0, 'second');
}

/** A language's name from its code ("en" → "English", "inglés"); the code when Intl has no name. */
export function languageName(code: string, locale: StaffLocale): string {
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A calendar day (`2001-05-03`) as the staff's language writes it, the day kept whatever the zone. */
export function dayWords(day: string, locale: StaffLocale): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
