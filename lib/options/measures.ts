import { feetInchesStored, heightLabel } from '@/lib/vocabulary/units';
import type { Option } from './types';

/**
 * The application's heights, 30–200 cm: the value as the agency's platform stores it (`178/5'10"`), the
 * label as every page shows a height (`178 cm / 5′10″`).
 */
export const heightOptions: readonly Option[] = Array.from({ length: 200 - 30 + 1 }, (_, i) => 30 + i).map(
  (cm) => ({ value: `${cm}/${feetInchesStored(cm)}`, label: heightLabel(cm) }),
);

/** The set of accepted height values, for validation. */
export const heightValues: ReadonlySet<string> = new Set(heightOptions.map((option) => option.value));
