// Dates are shown in the agency's own time zone, so a post published late in the evening in Mexico City
// does not show the next day's date.
const AGENCY_TIME_ZONE = 'America/Mexico_City';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy (SPEC.md §9), or null for a value that is not a date. */
export function formatPostDate(value: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value;
  return `${get('day')}/${get('month')}/${get('year')}`;
}

/** yyyy-mm-dd in the agency's time zone, for the `dateTime` attribute of `<time>`. */
export function isoDay(value: string): string | null {
  const shown = formatPostDate(value);
  if (!shown) return null;
  const [d, m, y] = shown.split('/');
  return `${y}-${m}-${d}`;
}
