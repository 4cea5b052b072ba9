const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Parses a `dd/MM/yyyy` birthdate into a UTC date, or `null` when it is malformed or not a real day. */
export function parseBirthdate(text: string): Date | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over to March; a real day survives the round trip unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date;
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
