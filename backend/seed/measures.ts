import { cmToInches, feetInchesStored } from '../../lib/vocabulary/units';
import type { Random } from './prng';
import { wordList } from './word-list';

// Measures in the formats the old platform used: "178/5'10\"" (cm/feet-inches), "86/34" (cm/inches),
// "38x7" (EU x US shoe size).
export function heightValue(cm: number): string {
  return `${cm}/${feetInchesStored(cm)}`;
}

const cmInches = (cm: number) => `${cm}/${cmToInches(cm)}`;

/** The colours the demo draws from, in English as the back end stores them (lib/vocabulary/labels.ts). */
export const seededEyeColours = ['Brown', 'Hazel', 'Green', 'Blue', 'Honey', 'Black', 'Amber'];
export const seededHairColours = wordList(
  'Black, Brown, Dark Brown, Light Brown, Blonde, Red, Chestnut, Auburn',
);

export function modelMeasures(random: Random, gender: 'woman' | 'man') {
  const woman = gender === 'woman';
  const eu = woman ? random.int(35, 40) : random.int(40, 45);
  return {
    height: heightValue(woman ? random.int(166, 182) : random.int(176, 192)),
    bust: cmInches(woman ? random.int(78, 92) : random.int(90, 104)),
    waist: cmInches(woman ? random.int(58, 68) : random.int(72, 84)),
    hips: cmInches(woman ? random.int(86, 96) : random.int(88, 100)),
    jeans: String(woman ? random.int(24, 30) : random.int(29, 34)),
    shirt: random.pick(woman ? ['XS', 'S', 'M', '34', '36'] : ['M', 'L', '38', '40', '42']),
    // Most shoes in "EU x US" form, a few plain.
    shoes: random.chance(0.8) ? `${eu}x${woman ? eu - 31 : eu - 33}` : String(eu),
    eyes: random.pick(seededEyeColours),
    hair: random.pick(seededHairColours),
  };
}

export function birthdate(random: Random, fromYear: number, toYear: number): string {
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${random.int(fromYear, toYear)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
