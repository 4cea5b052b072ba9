import { describe, expect, it } from 'vitest';
import { shortDescription } from '@/lib/seo/metadata';

describe('a page description for search results', () => {
  it('keeps a text of at most 160 characters as it is', () => {
    const text = 'a'.repeat(160);
    expect(shortDescription(text)).toBe(text);
  });

  it('cuts a longer one at 157 characters, drops the space before the cut, and adds an ellipsis', () => {
    expect(shortDescription(`${'a'.repeat(150)}${' '.repeat(10)}${'b'.repeat(10)}`)).toBe(
      `${'a'.repeat(150)}…`,
    );
    expect(shortDescription('c'.repeat(200))).toBe(`${'c'.repeat(157)}…`);
  });
});
