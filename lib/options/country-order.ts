/**
 * The application's country list: the agency's own country first, then the rest in the alphabetical order
 * of the visitor's language (accents and case as a reader of that language expects: "Ágora" beside "Agua").
 */
export function orderCountries<T extends { id: number; name: string }>(
  countries: readonly T[],
  locale: string,
  firstId: number,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const first = countries.filter((country) => country.id === firstId);
  const rest = countries
    .filter((country) => country.id !== firstId)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...rest];
}
