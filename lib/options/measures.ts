import { feetInchesStored, heightLabel } from '@/lib/vocabulary/units';
import type { Option } from './types';

/**
 * Heights from `min` to `max` cm: the value as the agency's platform stores it (`178/5'10"`), the label as
 * every page shows a height (`178 cm / 5′10″`).
 */
export const heightsFrom = (min: number, max: number): readonly Option[] =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i).map((cm) => ({
    value: `${cm}/${feetInchesStored(cm)}`,
    label: heightLabel(cm),
  }));

/** The application's heights, 30–200 cm. */
export const heightOptions = heightsFrom(30, 200);

/** The set of accepted height values, for validation. */
export const heightValues: ReadonlySet<string> = new Set(heightOptions.map((option) => option.value));
