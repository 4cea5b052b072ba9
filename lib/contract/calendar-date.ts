/**
 * The one parser of a calendar day: the UTC midnight of `year`-`month`-`day` (month 1 to 12), or null when
 * there is no such day. Date.UTC rolls `2026-02-30` over to 2 March; a real day survives the round trip.
 */
export function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** A real day written `YYYY-MM-DD`: `2026-02-30` is none. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
}
