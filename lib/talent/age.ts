import 'server-only';
import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Age in whole years as the agency's old site computed it: whole days since the birthdate divided by 365,
 * so a few days before a birthday the age may already read one more, as it always has. Null when the
 * birthdate is missing, malformed, not a real day or in the future.
 */
export function ageInYears(birthdate: string | null | undefined, today: Date = new Date()): number | null {
  // Only the calendar day counts: a time or zone after it would move the birthday across midnight.
  const day = birthdate ? ISO_DAY.exec(birthdate)?.[0] : undefined;
  if (!day) return null;
  // parseISO refuses a day the month does not have (2001-02-31), where `new Date` would roll it over.
  const born = parseISO(day);
  if (!isValid(born)) return null;
  const days = differenceInCalendarDays(today, born);
  return days < 0 ? null : Math.floor(days / 365);
}
