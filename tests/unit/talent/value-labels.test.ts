import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/locales';
import { localizeValue, type ValueKind } from '@/lib/talent/value-labels';

// Each row: the kind of value, the value as the back end stored it, the locale, and what the site shows.
const rows: [ValueKind, string, Locale, string][] = [
  // A known colour in each locale, whatever language, case and accents it came in.
  ['eyes', 'Brown', 'es', 'Café'],
  ['eyes', 'Brown', 'pt', 'Castanhos'],
  ['eyes', 'Brown', 'en', 'Brown'],
  ['hair', 'Dark Brown', 'es', 'Castaño oscuro'],
  ['hair', 'castaño OSCURO', 'pt', 'Castanho-escuro'],
  ['hair', 'Castanho-claro', 'en', 'Light Brown'],
  ['hair', ' blond ', 'es', 'Rubio'],
  ['eyes', 'Gray', 'pt', 'Cinza'],
  // The colour of eyes and hair kept apart where the words differ: brown eyes are "Café" (above).
  ['hair', 'Brown', 'es', 'Castaño'],
  // Tags and skills.
  ['tag', 'New face', 'es', 'Nuevo rostro'],
  ['tag', 'Actress', 'pt', 'Atriz'],
  ['skill', 'Dublagem', 'en', 'Voice acting'],
  ['skill', 'Inglês fluente', 'es', 'Inglés fluido'],
  // An unknown value, shown as it came (trimmed).
  ['hair', ' Violeta eléctrico ', 'en', 'Violeta eléctrico'],
  ['tag', 'Plus size', 'es', 'Plus size'],
  ['eyes', '', 'es', ''],
];

describe('localizeValue', () => {
  it.each(rows)('shows %s %j in %s as %j', (kind, value, locale, shown) => {
    expect(localizeValue(kind, value, locale)).toBe(shown);
  });
});
