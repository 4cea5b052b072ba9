import { calendarDay } from './calendar-date';

// A person's birthdate as the application form asks it, `dd/MM/yyyy`: the form (lib/forms) and the backend
// (backend/submissions/schemas.ts) check it alike.

const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Parses a `dd/MM/yyyy` birthdate into a UTC date, or `null` when it is malformed or not a real day. */
export function parseBirthdate(text: string): Date | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  return calendarDay(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Whole years between a birthdate and `now` (by calendar, not by 365-day blocks). */
export function ageOn(birthdate: Date, now: Date): number {
  let age = now.getUTCFullYear() - birthdate.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birthdate.getUTCMonth() ||
    (now.getUTCMonth() === birthdate.getUTCMonth() && now.getUTCDate() < birthdate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** A plausible birthdate: a real `dd/MM/yyyy` day, not in the future, at most 100 years ago. */
export function isPlausibleBirthdate(text: string, now: Date = new Date()): boolean {
  const date = parseBirthdate(text);
  if (!date || date.getTime() > now.getTime()) return false;
  const age = ageOn(date, now);
  return age >= 0 && age <= 100;
}
