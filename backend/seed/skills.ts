// Skills of the application form and the profiles, in es, en and pt.
export const skillRows: { es: string; en: string; pt: string }[] = [
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
