import type { Random } from './prng';
import { wordList } from './word-list';

// Mexican and Latin American names. Initials are chosen so that many names share a few letters (a, m, s…),
// some carry accents (Ángela files under "a"), and q, x, y and z have nobody at all.
const womenFirst = wordList(`
  Ana, Ángela, Andrea, Alejandra, Adriana, Alma, Beatriz, Camila, Carolina, Daniela, Elena, Estefanía,
  Fernanda, Gabriela, Isabel, Itzel, Jimena, Karla, Lucía, Luisa, María, Mariana, Marisol, Mónica, Natalia,
  Paola, Renata, Regina, Sofía, Sara, Samantha, Valeria, Valentina, Úrsula, Olivia, Wendy
`);
const menFirst = wordList(`
  Alejandro, Andrés, Arturo, Bruno, Carlos, Diego, Emilio, Esteban, Fernando, Gael, Héctor, Iván, Joaquín,
  Jorge, Leonardo, Luis, Manuel, Mateo, Miguel, Nicolás, Óscar, Pablo, Rafael, Rodrigo, Santiago, Sebastián,
  Tomás, Víctor, Kevin
`);
const lastNames = wordList(`
  Torres, Hernández, García, Martínez, López, González, Pérez, Rodríguez, Sánchez, Ramírez, Cruz, Flores,
  Gómez, Morales, Vázquez, Reyes, Jiménez, Díaz, Ortiz, Núñez, Castillo, Mendoza, Aguilar, Ruiz, Álvarez,
  Romero, Salazar, Navarro, Ibáñez, Peña
`);

export type Person = { name: string; gender: 'woman' | 'man' };

/** `count` distinct full names, deterministic for a given PRNG. */
export function makePeople(random: Random, count: number): Person[] {
  const seen = new Set<string>();
  const people: Person[] = [];
  while (people.length < count) {
    const gender = random.chance(0.6) ? 'woman' : 'man';
    let name = `${random.pick(gender === 'woman' ? womenFirst : menFirst)} ${random.pick(lastNames)}`;
    // A roster of thousands outgrows the combinations: add a second surname, then a number.
    if (seen.has(name)) name = `${name} ${random.pick(lastNames)}`;
    if (seen.has(name)) name = `${name} ${people.length}`;
    seen.add(name);
    people.push({ name, gender });
  }
  return people;
}
