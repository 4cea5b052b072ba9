// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionList } from '@/components/forms/option-list';
import type { Option } from '@/lib/options/types';

const countries: Option[] = [
  { value: '1', label: 'México' },
  { value: '2', label: 'Colombia' },
];

/** A select whose form renders again on every click, as a form does on its errors and choices. */
function Form({ options }: { options: readonly Option[] }) {
  const [renders, setRenders] = useState(1);
  return (
    <>
      <select aria-label="País">
        <OptionList options={options} />
      </select>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        {renders}
      </button>
    </>
  );
}

describe('OptionList', () => {
  it('lists the choices, each with its value', () => {
    render(<Form options={countries} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['1', 'México'],
      ['2', 'Colombia'],
    ]);
  });

  it('is not built again when its form renders with the same list', () => {
    const list = [...countries];
    const map = vi.spyOn(list, 'map');
    render(<Form options={list} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('3');
    expect(map).toHaveBeenCalledTimes(1);
  });
});
