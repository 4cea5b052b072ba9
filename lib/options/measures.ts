import type { Option } from './types';

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.2046226218;

function range(from: number, to: number, step = 1): number[] {
  const values: number[] = [];
  // Counting in steps (not adding floats) keeps half steps exact: 34, 34.5, 35…
  for (let i = 0; from + i * step <= to; i += 1) values.push(from + i * step);
  return values;
}

/** Feet and inches of a length in centimetres, e.g. 178 → `5'10"`. */
export function feetAndInches(cm: number): string {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(totalInches / 12)}'${totalInches % 12}"`;
}

/** Heights 30–200 cm; value `178/5'10"` (cm/feet-inches), label `178 cm / 5'10"`. */
export const heightOptions: readonly Option[] = range(30, 200).map((cm) => ({
  value: `${cm}/${feetAndInches(cm)}`,
  label: `${cm} cm / ${feetAndInches(cm)}`,
}));

/** The set of accepted height values, for validation. */
export const heightValues: ReadonlySet<string> = new Set(heightOptions.map((option) => option.value));

function bodyMeasure(from: number, to: number): Option[] {
  return range(from, to).map((cm) => {
    const inches = Math.round(cm / CM_PER_INCH);
    return { value: `${cm}/${inches}`, label: `${cm} cm / ${inches} in` };
  });
}

/** Bust 65–200 cm, value `90/35` (cm/inches). */
export const bustOptions: readonly Option[] = bodyMeasure(65, 200);
/** Waist 20–200 cm. */
export const waistOptions: readonly Option[] = bodyMeasure(20, 200);
/** Hips 20–200 cm. */
export const hipsOptions: readonly Option[] = bodyMeasure(20, 200);
/** Chest 10–200 cm. */
export const chestOptions: readonly Option[] = bodyMeasure(10, 200);

/** Weights 3–200 kg; value `60/132` (kg/lb), label `60 kg / 132 lb`. */
export const weightOptions: readonly Option[] = range(3, 200).map((kg) => {
  const lb = Math.round(kg * LB_PER_KG);
  return { value: `${kg}/${lb}`, label: `${kg} kg / ${lb} lb` };
});

function sizes(from: number, to: number): Option[] {
  return range(from, to, 0.5).map((size) => ({ value: String(size), label: String(size) }));
}

/** Jeans sizes 34–60 in half steps. */
export const jeansOptions: readonly Option[] = sizes(34, 60);
/** Shirt sizes 1–60 in half steps. */
export const shirtOptions: readonly Option[] = sizes(1, 60);
/** Suit sizes 1–60 in half steps. */
export const suitOptions: readonly Option[] = sizes(1, 60);
/** Shoe sizes 1–60 in half steps. */
export const shoesOptions: readonly Option[] = sizes(1, 60);
