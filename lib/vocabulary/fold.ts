// How names and values are compared, by the site and the embedded backend alike: plain data, no framework,
// so the backend's program and the seed import it too.

/** Lower case without accents: "Ángela" → "angela", the form names are filed and searched in. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The key a value (a colour, a tag, a skill) is compared by: lower case, no accents, hyphens and runs of
 * space as one space, trimmed. "Dark-Brown ", "dark brown" and "DARK BROWN" are one colour.
 */
export function valueKey(value: string): string {
  return foldAccents(value)
    .replace(/[-\s]+/g, ' ')
    .trim();
}
