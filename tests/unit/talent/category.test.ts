import { describe, expect, it } from 'vitest';
import { categoryOf, isCategory } from '@/lib/talent/category';

describe('categories', () => {
  it('knows models and talents only', () => {
    expect(isCategory('models')).toBe(true);
    expect(isCategory('talents')).toBe(true);
    expect(isCategory('actors')).toBe(false);
  });
  it('maps the mf category ids (models 1, talents 1891)', () => {
    expect(categoryOf([1])).toBe('models');
    expect(categoryOf([1891])).toBe('talents');
    expect(categoryOf([1891, 1])).toBe('models');
    expect(categoryOf([7])).toBeNull();
  });
});
