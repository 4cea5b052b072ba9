import { describe, expect, it } from 'vitest';
import { namesEachOnce } from '@/backend/staff/order';

describe('namesEachOnce: a list’s new order as the staff send it', () => {
  it('takes every row once, in any order', () => {
    expect(namesEachOnce([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(namesEachOnce([], [])).toBe(true);
  });

  it('refuses a row named twice, one left out, one of another list, or an order for an empty list', () => {
    expect(namesEachOnce([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(namesEachOnce([1, 1], [1, 2])).toBe(false);
    expect(namesEachOnce([1, 2], [1, 2, 3])).toBe(false);
    expect(namesEachOnce([1, 2, 4], [1, 2, 3])).toBe(false);
    expect(namesEachOnce([1], [])).toBe(false);
  });
});
