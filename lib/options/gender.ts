import type { Option, OptionLocale } from './types';

export const genderValues = ['woman', 'man'] as const;
export type Gender = (typeof genderValues)[number];

const labels: Record<OptionLocale, Record<Gender, string>> = {
  es: { woman: 'Mujer', man: 'Hombre' },
  en: { woman: 'Woman', man: 'Man' },
  pt: { woman: 'Mulher', man: 'Homem' },
};

/** Gender choices of the application form, labelled in the visitor's language. */
export function genderOptions(locale: OptionLocale): Option[] {
  return genderValues.map((value) => ({ value, label: labels[locale][value] }));
}
