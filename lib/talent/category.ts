import { categories, categoryIds, type Category } from '../vocabulary/categories';

export { categories, categoryIds, type Category };

export function isCategory(value: string): value is Category {
  return (categories as readonly string[]).includes(value);
}

/** The category a talent belongs to, judged from its category ids; models win when a talent has both. */
export function categoryOf(categoryIdList: readonly number[]): Category | null {
  if (categoryIdList.includes(categoryIds.models)) return 'models';
  if (categoryIdList.includes(categoryIds.talents)) return 'talents';
  return null;
}
