/** The two rosters of the agency; the URL segment is the same in every locale (docs/routes.md). */
export const categories = ['models', 'talents'] as const;
export type Category = (typeof categories)[number];

/** Category ids of the mf service (docs/backend-contract.md). */
export const categoryIds: Record<Category, number> = { models: 1, talents: 1891 };

export function isCategory(value: string): value is Category {
  return (categories as readonly string[]).includes(value);
}

/** The category a talent belongs to, judged from its category ids; models win when a talent has both. */
export function categoryOf(categoryIdList: readonly number[]): Category | null {
  if (categoryIdList.includes(categoryIds.models)) return 'models';
  if (categoryIdList.includes(categoryIds.talents)) return 'talents';
  return null;
}
