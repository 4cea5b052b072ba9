import type { Option, OptionLocale } from './types';

type Colour = { value: string; labels: Record<OptionLocale, string> };

// The old site's list was cut off after "Salt and Pepper"; the tail completes it with the shades agencies'
// comp cards commonly use. Values stay in English because that is what the agency's platform stores.
const hairColours: readonly Colour[] = [
  { value: 'Blonde', labels: { es: 'Rubio', en: 'Blonde', pt: 'Loiro' } },
  { value: 'Black', labels: { es: 'Negro', en: 'Black', pt: 'Preto' } },
  { value: 'Brown', labels: { es: 'Castaño', en: 'Brown', pt: 'Castanho' } },
  { value: 'Red', labels: { es: 'Pelirrojo', en: 'Red', pt: 'Ruivo' } },
  { value: 'Auburn', labels: { es: 'Caoba', en: 'Auburn', pt: 'Acaju' } },
  { value: 'Hazel', labels: { es: 'Avellana', en: 'Hazel', pt: 'Avelã' } },
  { value: 'Hairless', labels: { es: 'Sin cabello', en: 'Hairless', pt: 'Sem cabelo' } },
  { value: 'Chestnut', labels: { es: 'Castaño rojizo', en: 'Chestnut', pt: 'Castanho avermelhado' } },
  { value: 'Light Brown', labels: { es: 'Castaño claro', en: 'Light Brown', pt: 'Castanho claro' } },
  { value: 'Dark Brown', labels: { es: 'Castaño oscuro', en: 'Dark Brown', pt: 'Castanho escuro' } },
  { value: 'Grey', labels: { es: 'Canoso', en: 'Grey', pt: 'Grisalho' } },
  { value: 'Salt and Pepper', labels: { es: 'Entrecano', en: 'Salt and Pepper', pt: 'Sal e pimenta' } },
  { value: 'Light Blonde', labels: { es: 'Rubio claro', en: 'Light Blonde', pt: 'Loiro claro' } },
  { value: 'Dark Blonde', labels: { es: 'Rubio oscuro', en: 'Dark Blonde', pt: 'Loiro escuro' } },
  {
    value: 'Strawberry Blonde',
    labels: { es: 'Rubio rojizo', en: 'Strawberry Blonde', pt: 'Loiro avermelhado' },
  },
  { value: 'Platinum', labels: { es: 'Platino', en: 'Platinum', pt: 'Platinado' } },
  { value: 'White', labels: { es: 'Blanco', en: 'White', pt: 'Branco' } },
  { value: 'Other', labels: { es: 'Otro', en: 'Other', pt: 'Outro' } },
];

const eyeColours: readonly Colour[] = [
  { value: 'Hazel', labels: { es: 'Avellana', en: 'Hazel', pt: 'Avelã' } },
  { value: 'Blue', labels: { es: 'Azul', en: 'Blue', pt: 'Azul' } },
  { value: 'Green', labels: { es: 'Verde', en: 'Green', pt: 'Verde' } },
  { value: 'Grey', labels: { es: 'Gris', en: 'Grey', pt: 'Cinza' } },
  { value: 'Amber', labels: { es: 'Ámbar', en: 'Amber', pt: 'Âmbar' } },
  { value: 'Honey', labels: { es: 'Miel', en: 'Honey', pt: 'Mel' } },
  { value: 'Brown', labels: { es: 'Café', en: 'Brown', pt: 'Castanho' } },
  { value: 'Light Brown', labels: { es: 'Café claro', en: 'Light Brown', pt: 'Castanho claro' } },
  { value: 'Dark Brown', labels: { es: 'Café oscuro', en: 'Dark Brown', pt: 'Castanho escuro' } },
  { value: 'Black', labels: { es: 'Negro', en: 'Black', pt: 'Preto' } },
  { value: 'Blue Green', labels: { es: 'Azul verdoso', en: 'Blue Green', pt: 'Azul esverdeado' } },
  { value: 'Blue Grey', labels: { es: 'Azul grisáceo', en: 'Blue Grey', pt: 'Azul acinzentado' } },
  { value: 'Heterochromia', labels: { es: 'Heterocromía', en: 'Heterochromia', pt: 'Heterocromia' } },
  { value: 'Other', labels: { es: 'Otro', en: 'Other', pt: 'Outro' } },
];

function localize(colours: readonly Colour[], locale: OptionLocale): Option[] {
  return colours.map(({ value, labels }) => ({ value, label: labels[locale] }));
}

/** Hair colours with labels in the visitor's language and English values. */
export function hairColourOptions(locale: OptionLocale): Option[] {
  return localize(hairColours, locale);
}

/** Eye colours with labels in the visitor's language and English values. */
export function eyeColourOptions(locale: OptionLocale): Option[] {
  return localize(eyeColours, locale);
}
