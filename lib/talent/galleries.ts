import type { Category } from './category';

export const galleryKinds = ['book', 'snap', 'video', 'compo'] as const;
export type GalleryKind = (typeof galleryKinds)[number];

/**
 * The profile's tab orders. Models on a phone: snap, video, book, compo. Models on a desktop: book, video,
 * then snap ("added on the general list"); the composite is its own card beside the measures there, so it
 * is no tab. Talents, on every screen: book, video (the talents variant hides the model galleries).
 */
export const tabOrders = {
  models: { mobile: ['snap', 'video', 'book', 'compo'], desktop: ['book', 'video', 'snap'] },
  talents: { mobile: ['book', 'video'], desktop: ['book', 'video'] },
} as const satisfies Record<Category, Record<'mobile' | 'desktop', readonly GalleryKind[]>>;

export type Screen = 'mobile' | 'desktop';

/** The tabs to show, in order: only galleries with items. */
export function galleryTabs(
  category: Category,
  screen: Screen,
  counts: Partial<Record<GalleryKind, number>>,
): GalleryKind[] {
  return tabOrders[category][screen].filter((kind) => (counts[kind] ?? 0) > 0);
}

/** The active tab: the chosen one while it is shown, else the first available one (null when none). */
export function activeTab(tabs: readonly GalleryKind[], chosen: GalleryKind | null): GalleryKind | null {
  if (chosen && tabs.includes(chosen)) return chosen;
  return tabs[0] ?? null;
}
