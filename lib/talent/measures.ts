import { cmToInches, feetInchesShown } from '@/lib/vocabulary/units';

/**
 * How measures are shown. Values arrive as the panel stores them, e.g. `178/5'10"` (cm and
 * inches) or `38x7` (a Brazilian and a US shoe size).
 */

/** The part before '/', trimmed; null for an empty value. */
export function cutMeasure(value: string | null | undefined): string | null {
  if (value == null) return null;
  const cut = (value.split('/')[0] ?? '').trim();
  return cut === '' ? null : cut;
}

/** Roster-list form: cut at '/', then a value with an 'x' becomes the part before it plus ' BR'. */
export function listMeasure(value: string | null | undefined): string | null {
  const cut = cutMeasure(value);
  if (cut == null) return null;
  const x = cut.toLowerCase().indexOf('x');
  if (x === -1) return cut;
  const before = cut.slice(0, x).trim();
  return before === '' ? null : `${before} BR`;
}

/** Centimetres as a number when the (cut) value is one, else null. */
export function centimetres(value: string | null | undefined): number | null {
  const cut = cutMeasure(value);
  if (cut == null) return null;
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:cm)?$/i.exec(cut);
  if (!match?.[1]) return null;
  const cm = Number(match[1].replace(',', '.'));
  return cm > 0 ? cm : null;
}

/** A body measure shown in cm with inches: `86 cm / 34″`; a height uses feet and inches. */
export function formatCmWithInches(value: string | null | undefined, kind: 'height' | 'body'): string | null {
  const cm = centimetres(value);
  if (cm == null) return cutMeasure(value);
  const inches = kind === 'height' ? feetInchesShown(cm) : `${cmToInches(cm)}″`;
  return `${cm} cm / ${inches}`;
}
