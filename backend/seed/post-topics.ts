// Titles of the demo news, the same post in es, en and pt: one post a line, its three titles apart by ` | `.
const topicLines = `
Semana de la Moda de México | Mexico Fashion Week | Semana de Moda do México
Nuevos rostros de la temporada | New faces of the season | Novos rostos da temporada
Campaña primavera-verano en Tulum | Spring-summer campaign in Tulum | Campanha primavera-verão em Tulum
Detrás de cámaras: editorial en Polanco | Behind the scenes: an editorial in Polanco | Bastidores: editorial em Polanco
Casting abierto en Guadalajara | Open casting in Guadalajara | Casting aberto em Guadalajara
Nuestros modelos en la pasarela de Madrid | Our models on the Madrid runway | Nossos modelos na passarela de Madri
Consejos para tu primer book | Tips for your first portfolio | Dicas para o seu primeiro book
Talento mexicano en series de streaming | Mexican talent in streaming series | Talento mexicano em séries de streaming
La agencia cumple quince años | The agency turns fifteen | A agência completa quinze anos
Sesión de fotos en el Desierto de los Leones | Photo shoot in Desierto de los Leones | Ensaio no Desierto de los Leones
Cómo prepararse para un casting | How to prepare for a casting | Como se preparar para um casting
Moda sustentable con diseñadores locales | Sustainable fashion with local designers | Moda sustentável com estilistas locais
Portada de revista para nuestra modelo | A magazine cover for our model | Capa de revista para a nossa modelo
Talleres de actuación frente a cámara | On-camera acting workshops | Oficinas de atuação diante da câmera
Lo más visto en Bogotá Fashion Week | Highlights of Bogotá Fashion Week | Destaques da Bogotá Fashion Week
Comerciales de televisión del trimestre | This quarter’s TV commercials | Comerciais de TV do trimestre
Entrevista con nuestra directora de scouting | An interview with our head of scouting | Entrevista com a nossa diretora de scouting
Nutrición y bienestar para modelos | Nutrition and wellbeing for models | Nutrição e bem-estar para modelos
Colaboración con marcas de joyería | A collaboration with jewellery brands | Colaboração com marcas de joias
Día de Muertos: una editorial especial | Day of the Dead: a special editorial | Dia dos Mortos: um editorial especial
Nuestros talentos en el cine | Our talents at the cinema | Nossos talentos no cinema
Scouting en São Paulo | Scouting in São Paulo | Scouting em São Paulo
Fotografía en blanco y negro | Black-and-white photography | Fotografia em preto e branco
Tendencias de pasarela para 2027 | Runway trends for 2027 | Tendências de passarela para 2027
Bienvenida a la nueva generación | Welcome to the new generation | Boas-vindas à nova geração
Cierre de temporada en Ciudad de México | Season finale in Mexico City | Encerramento da temporada na Cidade do México
Campaña de invierno en Monterrey | Winter campaign in Monterrey | Campanha de inverno em Monterrey
`;

export const postTopics = topicLines
  .trim()
  .split('\n')
  .map((line) => {
    const [es, en, pt] = line.split(' | ');
    if (!es || !en || !pt) throw new Error(`a post topic without its three titles: ${line}`);
    return { es, en, pt };
  });

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
