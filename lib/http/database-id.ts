/** The largest id the back end stores (a 32-bit signed integer column); larger numbers name nothing. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A decimal id as written in a URL or form (`"12"`) as a number, or null when it is not a valid id. */
export function parseDatabaseId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DATABASE_ID ? id : null;
}
