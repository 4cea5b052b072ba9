import { memo } from 'react';
import type { Option } from '@/lib/options/types';

/**
 * A select's choices. Memoized on the list: when the form around it renders again (react-hook-form does
 * once as the page hydrates, then on errors and choices), a list of hundreds (the countries) is neither
 * compared nor written to the page again.
 */
export const OptionList = memo(function OptionList({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
});
