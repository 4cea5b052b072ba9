// The agency's calendar: its days are Mexico City's, as the staff area shows its times, filters the activity
// log and counts an item's views (one a member and day), on the site and in the backend alike.

export const agencyTimeZone = 'America/Mexico_City';

/** The instant a day of the agency's calendar begins (`2026-12-02` → `2026-12-02T06:00:00.000Z`). */
export function dayStart(day: string, timeZone = agencyTimeZone): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${day}T00:00:00${offset || 'Z'}`).toISOString();
}

/** The day of the agency's calendar an instant falls on (`2026-12-02T05:59:00Z` → `2026-12-01`). */
export function agencyDay(at: Date, timeZone = agencyTimeZone): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
