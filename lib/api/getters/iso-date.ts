/** Normalises a wire date-time to ISO 8601 UTC; an unparsable value is kept as sent rather than failing a page. */
export function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
