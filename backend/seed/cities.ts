import { wordList } from './word-list';

// Cities of Mexico and of the main Latin American markets (plus Spain and the United States), by country code.
export const citiesByCountry: Record<string, string[]> = {
  MX: wordList(`
    Ciudad de México, Guadalajara, Monterrey, Puebla, Tijuana, León, Querétaro, Mérida, Cancún,
    San Luis Potosí, Aguascalientes, Toluca, Morelia, Chihuahua, Hermosillo, Culiacán, Saltillo, Veracruz,
    Oaxaca, Acapulco, Tuxtla Gutiérrez, Villahermosa, Mazatlán, Puerto Vallarta, Durango, Zacatecas,
    Cuernavaca, Pachuca, Mexicali, Xalapa, Campeche, La Paz, Tepic, Colima, Tlaxcala, Chetumal, Ciudad Juárez,
    Torreón
  `),
  CO: wordList(`
    Bogotá, Medellín, Cali, Barranquilla, Cartagena, Bucaramanga, Pereira, Santa Marta, Manizales, Cúcuta
  `),
  AR: wordList(`
    Buenos Aires, Córdoba, Rosario, Mendoza, La Plata, Mar del Plata, Salta, Tucumán, Neuquén, Bariloche
  `),
  BR: wordList(`
    São Paulo, Rio de Janeiro, Belo Horizonte, Brasília, Salvador, Curitiba, Porto Alegre, Recife, Fortaleza,
    Florianópolis, Manaus, Goiânia
  `),
  CL: wordList(`
    Santiago, Valparaíso, Viña del Mar, Concepción, Antofagasta, La Serena, Temuco, Puerto Montt
  `),
  PE: ['Lima', 'Arequipa', 'Trujillo', 'Cusco', 'Chiclayo', 'Piura', 'Iquitos'],
  EC: ['Quito', 'Guayaquil', 'Cuenca', 'Manta'],
  VE: ['Caracas', 'Maracaibo', 'Valencia', 'Barquisimeto'],
  GT: ['Ciudad de Guatemala', 'Antigua Guatemala', 'Quetzaltenango'],
  CR: ['San José', 'Alajuela', 'Liberia'],
  PA: ['Ciudad de Panamá', 'Colón', 'David'],
  DO: ['Santo Domingo', 'Santiago de los Caballeros', 'Punta Cana'],
  UY: ['Montevideo', 'Punta del Este', 'Salto'],
  ES: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Málaga', 'Bilbao'],
  US: ['Los Ángeles', 'Nueva York', 'Miami', 'Houston', 'San Antonio', 'Chicago'],
};
