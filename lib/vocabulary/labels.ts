import type { Locale } from '@/lib/locales';

// The words of the talent data in every locale: eye and hair colours, tags and skills. The back end stores
// colours and tags in English and skills in each language (its seed writes these very tables), and the
// pages show each value in the visitor's language (lib/talent/value-labels.ts). One table each, so the
// filters, the profile and the application say the same words.

/** One value in each locale. */
export type Labels = Readonly<Record<Locale, string>>;

export const eyeColours: readonly Labels[] = [
  { es: 'Café', en: 'Brown', pt: 'Castanhos' },
  { es: 'Avellana', en: 'Hazel', pt: 'Avelã' },
  { es: 'Verde', en: 'Green', pt: 'Verdes' },
  { es: 'Azul', en: 'Blue', pt: 'Azuis' },
  { es: 'Miel', en: 'Honey', pt: 'Mel' },
  { es: 'Negro', en: 'Black', pt: 'Pretos' },
  { es: 'Ámbar', en: 'Amber', pt: 'Âmbar' },
  { es: 'Gris', en: 'Grey', pt: 'Cinza' },
];

export const hairColours: readonly Labels[] = [
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

export const tags: readonly Labels[] = [
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

export const skills: readonly Labels[] = [
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
