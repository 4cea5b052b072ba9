import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlphabetFilter } from '@/components/roster/alphabet-filter';
import { renderWithMessages } from './render';

describe('AlphabetFilter', () => {
  it("offers 'All' and a–z with letters without talents disabled", () => {
    renderWithMessages(<AlphabetFilter letters={['a', 'm']} selected={null} onSelect={() => {}} />);
    expect(screen.getAllByRole('button')).toHaveLength(27);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Initial A' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Initial B' })).toBeDisabled();
  });

  it('selects a letter, and clears it when the selected letter is pressed again', () => {
    const onSelect = vi.fn();
    function Stateful() {
      const [selected, setSelected] = useState<string | null>(null);
      return (
        <AlphabetFilter
          letters={['a', 'm']}
          selected={selected}
          onSelect={(letter) => {
            onSelect(letter);
            setSelected(letter);
          }}
        />
      );
    }
    renderWithMessages(<Stateful />);
    fireEvent.click(screen.getByRole('button', { name: 'Initial M' }));
    expect(onSelect).toHaveBeenLastCalledWith('m');
    expect(screen.getByRole('button', { name: 'Initial M' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Initial M' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});
