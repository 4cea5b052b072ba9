const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Age in whole years, computed as the old site did: whole days since the birthdate divided by 365
 * (SPEC.md §3). Null when the birthdate is missing, malformed or in the future.
 */
export function ageInYears(birthdate: string | null | undefined, today: Date = new Date()): number | null {
  const match = birthdate ? ISO_DATE.exec(birthdate) : null;
  if (!match) return null;
  const [, y, m, d] = match;
  const born = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const check = new Date(born);
  // Date.UTC rolls 2001-02-31 over to March; such a date is not a birthdate.
  if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return null;
  const days = Math.floor((today.getTime() - born) / DAY_MS);
  if (days < 0) return null;
  return Math.floor(days / 365);
}
