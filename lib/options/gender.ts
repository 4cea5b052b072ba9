import type { Locale } from '@/lib/locales';
import type { Option } from './types';

export const genderValues = ['woman', 'man'] as const;
export type Gender = (typeof genderValues)[number];

const labels: Record<Locale, Record<Gender, string>> = {
  es: { woman: 'Mujer', man: 'Hombre' },
  en: { woman: 'Woman', man: 'Man' },
  pt: { woman: 'Mulher', man: 'Homem' },
};

/** Gender choices of the application form, labelled in the visitor's language. */
export function genderOptions(locale: Locale): Option[] {
  return genderValues.map((value) => ({ value, label: labels[locale][value] }));
}
