// Cache tags the site's data carries, and the ones the revalidation route accepts. A plain module (no
// `server-only`) so the embedded backend and tests can name the same tags.
export const cacheTags = ['posts', 'slides', 'social-media', 'talents', 'attributes'] as const;

export type CacheTag = (typeof cacheTags)[number];
