import type { Locale } from '@/lib/locales';
import { eyeColours, hairColours, skills, tags, type Labels } from '@/lib/vocabulary/labels';
import { valueKey } from '@/lib/vocabulary/fold';

// Talent data comes from the back end in one language (talent calls use a fixed language): eye and hair
// colours and tags in English, skills in Portuguese. The tables (lib/vocabulary/labels.ts) give each known
// value in every locale; a value that is not in them is shown as it came. A value matches whatever its
// language, its case or its accents, so "castaño", "Castanho" and "BROWN" are one hair colour.

export type ValueKind = 'eyes' | 'hair' | 'tag' | 'skill';

function index(table: readonly Labels[]): Map<string, Labels> {
  const byKey = new Map<string, Labels>();
  for (const labels of table) {
    for (const label of Object.values(labels))
      if (!byKey.has(valueKey(label))) byKey.set(valueKey(label), labels);
  }
  return byKey;
}

const tables: Record<ValueKind, Map<string, Labels>> = {
  eyes: index(eyeColours),
  hair: index(hairColours),
  tag: index(tags),
  skill: index(skills),
};
// Other common spellings of the same colours, by their key.
const aliases: Partial<Record<ValueKind, Record<string, string>>> = {
  eyes: { gray: 'grey', 'dark brown': 'brown', castanho: 'castanhos', 'cafe oscuro': 'brown' },
  hair: { gray: 'grey', blond: 'blonde', ginger: 'red', loira: 'loiro', castana: 'castano' },
};

/** `value` in `locale` when it is a known value of its kind, otherwise `value` itself (trimmed). */
export function localizeValue(kind: ValueKind, value: string, locale: Locale): string {
  const trimmed = value.trim();
  const k = valueKey(trimmed);
  const labels = tables[kind].get(k) ?? tables[kind].get(aliases[kind]?.[k] ?? '');
  return labels ? labels[locale] : trimmed;
}
