/**
 * The roster's measure filters as they travel in the URL: `?height_min=170&height_max=185&hair=Black&eyes=Green`.
 * A value that cannot be one (not a number, out of range, a colour with symbols) is dropped, not refused: the
 * visitor still gets the roster with the rest of the filter, and the page redirects to the URL that says
 * exactly what was applied (docs/routes.md).
 */

/** Heights the filter accepts, in centimetres (the back end takes 30 to 300; people fall well inside). */
export const HEIGHT_BOUNDS = { min: 30, max: 300 } as const;
/** The longest colour the back end accepts. */
export const COLOUR_MAX_LENGTH = 50;

export type MeasureFilter = {
  heightMin: number | null;
  heightMax: number | null;
  hair: string | null;
  eyes: string | null;
};

export const noMeasureFilter: MeasureFilter = { heightMin: null, heightMax: null, hair: null, eyes: null };

/** Query keys of the measure filters, in the order a canonical URL lists them. */
export const measureKeys = ['height_min', 'height_max', 'hair', 'eyes'] as const;

/** Whole centimetres from a URL value, or null when it is not one within the bounds. */
export function parseHeight(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,3}$/.test(text)) return null;
  const cm = Number(text);
  return cm >= HEIGHT_BOUNDS.min && cm <= HEIGHT_BOUNDS.max ? cm : null;
}

// Letters (any script, with their accents), spaces, hyphens and apostrophes: every colour name, and nothing
// that could be markup or a query of its own.
const colourPattern = /^\p{L}[\p{L}\p{M} '’-]*$/u;

/** A colour from a URL value (spaces collapsed), or null when it cannot be a colour's name. */
export function parseColour(value: string | undefined): string | null {
  const text = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (text.length === 0 || text.length > COLOUR_MAX_LENGTH || !colourPattern.test(text)) return null;
  return text;
}

/** Reads the measure filters; a range given upside down is turned the right way up. */
export function parseMeasureFilter(query: Record<string, string | undefined>): MeasureFilter {
  const low = parseHeight(query.height_min);
  const high = parseHeight(query.height_max);
  const swap = low !== null && high !== null && low > high;
  return {
    heightMin: swap ? high : low,
    heightMax: swap ? low : high,
    hair: parseColour(query.hair),
    eyes: parseColour(query.eyes),
  };
}

export function hasMeasureFilter(filter: MeasureFilter): boolean {
  return (
    filter.heightMin !== null || filter.heightMax !== null || filter.hair !== null || filter.eyes !== null
  );
}

/** The measure filters as a link's query, leaving out what is not set. */
export function measureQuery(filter: MeasureFilter): Record<string, string> {
  return {
    ...(filter.heightMin !== null ? { height_min: String(filter.heightMin) } : {}),
    ...(filter.heightMax !== null ? { height_max: String(filter.heightMax) } : {}),
    ...(filter.hair !== null ? { hair: filter.hair } : {}),
    ...(filter.eyes !== null ? { eyes: filter.eyes } : {}),
  };
}
