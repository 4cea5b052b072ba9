// Titles of the demo news, the same post in es, en and pt.
export const postTopics: { es: string; en: string; pt: string }[] = [
  { es: 'Semana de la Moda de México', en: 'Mexico Fashion Week', pt: 'Semana de Moda do México' },
  { es: 'Nuevos rostros de la temporada', en: 'New faces of the season', pt: 'Novos rostos da temporada' },
  {
    es: 'Campaña primavera-verano en Tulum',
    en: 'Spring-summer campaign in Tulum',
    pt: 'Campanha primavera-verão em Tulum',
  },
  {
    es: 'Detrás de cámaras: editorial en Polanco',
    en: 'Behind the scenes: an editorial in Polanco',
    pt: 'Bastidores: editorial em Polanco',
  },
  {
    es: 'Casting abierto en Guadalajara',
    en: 'Open casting in Guadalajara',
    pt: 'Casting aberto em Guadalajara',
  },
  {
    es: 'Nuestros modelos en la pasarela de Madrid',
    en: 'Our models on the Madrid runway',
    pt: 'Nossos modelos na passarela de Madri',
  },
  {
    es: 'Consejos para tu primer book',
    en: 'Tips for your first portfolio',
    pt: 'Dicas para o seu primeiro book',
  },
  {
    es: 'Talento mexicano en series de streaming',
    en: 'Mexican talent in streaming series',
    pt: 'Talento mexicano em séries de streaming',
  },
  {
    es: 'La agencia cumple quince años',
    en: 'The agency turns fifteen',
    pt: 'A agência completa quinze anos',
  },
  {
    es: 'Sesión de fotos en el Desierto de los Leones',
    en: 'Photo shoot in Desierto de los Leones',
    pt: 'Ensaio no Desierto de los Leones',
  },
  {
    es: 'Cómo prepararse para un casting',
    en: 'How to prepare for a casting',
    pt: 'Como se preparar para um casting',
  },
  {
    es: 'Moda sustentable con diseñadores locales',
    en: 'Sustainable fashion with local designers',
    pt: 'Moda sustentável com estilistas locais',
  },
  {
    es: 'Portada de revista para nuestra modelo',
    en: 'A magazine cover for our model',
    pt: 'Capa de revista para a nossa modelo',
  },
  {
    es: 'Talleres de actuación frente a cámara',
    en: 'On-camera acting workshops',
    pt: 'Oficinas de atuação diante da câmera',
  },
  {
    es: 'Lo más visto en Bogotá Fashion Week',
    en: 'Highlights of Bogotá Fashion Week',
    pt: 'Destaques da Bogotá Fashion Week',
  },
  {
    es: 'Comerciales de televisión del trimestre',
    en: 'This quarter’s TV commercials',
    pt: 'Comerciais de TV do trimestre',
  },
  {
    es: 'Entrevista con nuestra directora de scouting',
    en: 'An interview with our head of scouting',
    pt: 'Entrevista com a nossa diretora de scouting',
  },
  {
    es: 'Nutrición y bienestar para modelos',
    en: 'Nutrition and wellbeing for models',
    pt: 'Nutrição e bem-estar para modelos',
  },
  {
    es: 'Colaboración con marcas de joyería',
    en: 'A collaboration with jewellery brands',
    pt: 'Colaboração com marcas de joias',
  },
  {
    es: 'Día de Muertos: una editorial especial',
    en: 'Day of the Dead: a special editorial',
    pt: 'Dia dos Mortos: um editorial especial',
  },
  { es: 'Nuestros talentos en el cine', en: 'Our talents at the cinema', pt: 'Nossos talentos no cinema' },
  { es: 'Scouting en São Paulo', en: 'Scouting in São Paulo', pt: 'Scouting em São Paulo' },
  {
    es: 'Fotografía en blanco y negro',
    en: 'Black-and-white photography',
    pt: 'Fotografia em preto e branco',
  },
  {
    es: 'Tendencias de pasarela para 2027',
    en: 'Runway trends for 2027',
    pt: 'Tendências de passarela para 2027',
  },
  {
    es: 'Bienvenida a la nueva generación',
    en: 'Welcome to the new generation',
    pt: 'Boas-vindas à nova geração',
  },
  {
    es: 'Cierre de temporada en Ciudad de México',
    en: 'Season finale in Mexico City',
    pt: 'Encerramento da temporada na Cidade do México',
  },
  {
    es: 'Campaña de invierno en Monterrey',
    en: 'Winter campaign in Monterrey',
    pt: 'Campanha de inverno em Monterrey',
  },
];

export const postCopy = {
  es: {
    description: (title: string) => `${title}: lo que pasó y lo que viene para nuestra agencia.`,
    paragraphs: [
      'Nuestro equipo acompañó a los modelos durante toda la jornada, desde las pruebas de vestuario hasta la última toma.',
      'Agradecemos a los diseñadores, fotógrafos y estilistas que hicieron posible este proyecto en la Ciudad de México.',
    ],
  },
  en: {
    description: (title: string) => `${title}: what happened and what comes next for our agency.`,
    paragraphs: [
      'Our team stayed with the models all day long, from the fittings to the very last shot.',
      'We thank the designers, photographers and stylists who made this project possible in Mexico City.',
    ],
  },
  pt: {
    description: (title: string) => `${title}: o que aconteceu e o que vem por aí para a nossa agência.`,
    paragraphs: [
      'Nossa equipe acompanhou os modelos durante todo o dia, das provas de roupa até a última foto.',
      'Agradecemos aos estilistas, fotógrafos e produtores que tornaram este projeto possível na Cidade do México.',
    ],
  },
} as const;
