// Centimetres in the units agencies also print: inches for body measures, feet and inches for heights.

const CM_PER_INCH = 2.54;

/** Whole inches, e.g. 86 cm → 34. */
export function cmToInches(cm: number): number {
  return Math.round(cm / CM_PER_INCH);
}

/** A height in feet and inches, rounded to the nearest inch: 178 cm → { feet: 5, inches: 10 }. */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const total = cmToInches(cm);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** As it is shown: 178 cm → `5′10″`, with the typographic prime and double prime. */
export function feetInchesShown(cm: number): string {
  const { feet, inches } = feetAndInches(cm);
  return `${feet}′${inches}″`;
}

/** As the agency's platform stores it, in ASCII: 178 cm → `5'10"` (the part after `178/`). */
export function feetInchesStored(cm: number): string {
  const { feet, inches } = feetAndInches(cm);
  return `${feet}'${inches}"`;
}

/** The label of a height, the same in every list and page: `178 cm / 5′10″`. */
export function heightLabel(cm: number): string {
  return `${cm} cm / ${feetInchesShown(cm)}`;
}
