import type { Locale } from '@/lib/i18n/pathnames';
import { foldAccents } from './letters';

// Talent data comes from the back end in one language (talent calls use a fixed language): eye and hair
// colours and tags in English, skills in Portuguese. These tables give each known value in every locale;
// a value that is not in them is shown as it came. A value matches whatever its language, its case or its
// accents, so "castaño", "Castanho" and "BROWN" are one hair colour.

type Labels = Record<Locale, string>;
export type ValueKind = 'eyes' | 'hair' | 'tag' | 'skill';

const eyes: Labels[] = [
  { es: 'Café', en: 'Brown', pt: 'Castanhos' },
  { es: 'Avellana', en: 'Hazel', pt: 'Avelã' },
  { es: 'Verde', en: 'Green', pt: 'Verdes' },
  { es: 'Azul', en: 'Blue', pt: 'Azuis' },
  { es: 'Miel', en: 'Honey', pt: 'Mel' },
  { es: 'Negro', en: 'Black', pt: 'Pretos' },
  { es: 'Ámbar', en: 'Amber', pt: 'Âmbar' },
  { es: 'Gris', en: 'Grey', pt: 'Cinza' },
];

const hair: Labels[] = [
  { es: 'Negro', en: 'Black', pt: 'Preto' },
  { es: 'Castaño', en: 'Brown', pt: 'Castanho' },
  { es: 'Castaño oscuro', en: 'Dark Brown', pt: 'Castanho-escuro' },
  { es: 'Castaño claro', en: 'Light Brown', pt: 'Castanho-claro' },
  { es: 'Rubio', en: 'Blonde', pt: 'Loiro' },
  { es: 'Pelirrojo', en: 'Red', pt: 'Ruivo' },
  { es: 'Castaño rojizo', en: 'Chestnut', pt: 'Acaju' },
  { es: 'Caoba', en: 'Auburn', pt: 'Cobre' },
  { es: 'Canoso', en: 'Grey', pt: 'Grisalho' },
  { es: 'Blanco', en: 'White', pt: 'Branco' },
];

const tags: Labels[] = [
  { es: 'Pasarela', en: 'Runway', pt: 'Passarela' },
  { es: 'Editorial', en: 'Editorial', pt: 'Editorial' },
  { es: 'Comercial', en: 'Commercial', pt: 'Comercial' },
  { es: 'Fitness', en: 'Fitness', pt: 'Fitness' },
  { es: 'Nuevo rostro', en: 'New face', pt: 'Novo rosto' },
  { es: 'Actor', en: 'Actor', pt: 'Ator' },
  { es: 'Actriz', en: 'Actress', pt: 'Atriz' },
  { es: 'Conducción', en: 'Host', pt: 'Apresentação' },
  { es: 'Cantante', en: 'Singer', pt: 'Cantor' },
  { es: 'Influencer', en: 'Influencer', pt: 'Influenciador' },
  { es: 'Baile', en: 'Dancer', pt: 'Dança' },
];

const skills: Labels[] = [
  { es: 'Actuación', en: 'Acting', pt: 'Atuação' },
  { es: 'Baile', en: 'Dance', pt: 'Dança' },
  { es: 'Canto', en: 'Singing', pt: 'Canto' },
  { es: 'Pasarela', en: 'Runway', pt: 'Passarela' },
  { es: 'Fotografía comercial', en: 'Commercial photography', pt: 'Fotografia comercial' },
  { es: 'Conducción', en: 'Hosting', pt: 'Apresentação' },
  { es: 'Natación', en: 'Swimming', pt: 'Natação' },
  { es: 'Equitación', en: 'Horse riding', pt: 'Equitação' },
  { es: 'Artes marciales', en: 'Martial arts', pt: 'Artes marciais' },
  { es: 'Yoga', en: 'Yoga', pt: 'Ioga' },
  { es: 'Patinaje', en: 'Skating', pt: 'Patinação' },
  { es: 'Instrumento musical', en: 'Musical instrument', pt: 'Instrumento musical' },
  { es: 'Comedia', en: 'Comedy', pt: 'Comédia' },
  { es: 'Doblaje', en: 'Voice acting', pt: 'Dublagem' },
  { es: 'Inglés fluido', en: 'Fluent English', pt: 'Inglês fluente' },
  { es: 'Fitness', en: 'Fitness', pt: 'Fitness' },
];

/** Lower case, no accents, one space, no hyphens: the form values are compared in. */
const key = (value: string) =>
  foldAccents(value)
    .replace(/[-\s]+/g, ' ')
    .trim();

function index(table: Labels[]): Map<string, Labels> {
  const byKey = new Map<string, Labels>();
  for (const labels of table) {
    for (const label of Object.values(labels)) if (!byKey.has(key(label))) byKey.set(key(label), labels);
  }
  return byKey;
}

const tables: Record<ValueKind, Map<string, Labels>> = {
  eyes: index(eyes),
  hair: index(hair),
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
  const k = key(trimmed);
  const labels = tables[kind].get(k) ?? tables[kind].get(aliases[kind]?.[k] ?? '');
  return labels ? labels[locale] : trimmed;
}
