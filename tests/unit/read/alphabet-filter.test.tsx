// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlphabetFilter } from '@/components/roster/alphabet-filter';
import { renderWithMessages } from '@/tests/support/render-with-messages';

const hrefFor = (letter: string | null) =>
  letter ? `/en/models?q=ana&letter=${letter}` : '/en/models?q=ana';

describe('AlphabetFilter', () => {
  it("offers 'All' and the letters with talents as links; the others are not links", () => {
    renderWithMessages(<AlphabetFilter letters={['a', 'm']} selected={null} hrefFor={hrefFor} />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Initial A' })).toHaveAttribute(
      'href',
      '/en/models?q=ana&letter=a',
    );
    expect(screen.queryByRole('link', { name: 'Initial B' })).toBeNull();
    expect(screen.getByText('Initial B').parentElement).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks the selected letter, whose link clears it (keeping the rest of the filter)', () => {
    renderWithMessages(<AlphabetFilter letters={['a', 'm']} selected="m" hrefFor={hrefFor} />);
    const selected = screen.getByRole('link', { name: 'Initial M' });
    expect(selected).toHaveAttribute('aria-current', 'true');
    expect(selected).toHaveAttribute('href', '/en/models?q=ana');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Initial A' })).not.toHaveAttribute('aria-current');
  });
});
