// Cache tags the site's data carries, the ones its revalidation route accepts and the ones the embedded
// backend sends it after a change: one list for all three.
export const cacheTags = ['posts', 'slides', 'social-media', 'talents', 'attributes'] as const;

export type CacheTag = (typeof cacheTags)[number];
