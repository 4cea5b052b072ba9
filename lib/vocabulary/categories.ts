// The agency's two rosters and their ids on the mf service (docs/backend-contract.md): the URL segment is the
// same in every locale (docs/routes.md); the embedded backend's seed and staff area store these ids.

export const categories = ['models', 'talents'] as const;
export type Category = (typeof categories)[number];

export const categoryIds: Record<Category, number> = { models: 1, talents: 1891 };
