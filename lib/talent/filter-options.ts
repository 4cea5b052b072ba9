import type { Locale } from '@/lib/locales';
import { valueKey } from '@/lib/vocabulary/fold';
import { heightLabel } from '@/lib/vocabulary/units';
import { localizeValue } from './value-labels';

export type FilterOption = { value: string; label: string };

/**
 * The colours the back end reports, labelled in `locale` and sorted by label; the selected one is added when
 * the back end does not list it (a shared link to a colour nobody has any more), so the form shows the filter
 * the results are for. Returns the options and the option value to select.
 */
export function colourOptions(
  kind: 'hair' | 'eyes',
  values: readonly string[],
  selected: string | null,
  locale: Locale,
): { options: FilterOption[]; selectedValue: string } {
  const options = values.map((value) => ({ value, label: localizeValue(kind, value, locale) }));
  const match = selected === null ? undefined : options.find((o) => valueKey(o.value) === valueKey(selected));
  if (selected !== null && !match)
    options.push({ value: selected, label: localizeValue(kind, selected, locale) });
  options.sort((a, b) => a.label.localeCompare(b.label, locale));
  return { options, selectedValue: match?.value ?? selected ?? '' };
}

/**
 * Whole centimetres from `min` to `max` (the roster's shortest and tallest), widened to take in a selected
 * bound outside them, each labelled as every page shows a height (`175 cm / 5′9″`).
 */
export function heightRange(
  range: { min: number; max: number },
  selected: readonly (number | null)[],
): { cm: number; label: string }[] {
  const chosen = selected.filter((cm): cm is number => cm !== null);
  const low = Math.min(range.min, ...chosen);
  const high = Math.max(range.max, ...chosen);
  return Array.from({ length: high - low + 1 }, (_, i) => ({ cm: low + i, label: heightLabel(low + i) }));
}
