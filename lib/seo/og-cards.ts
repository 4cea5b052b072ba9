import type { Locale } from '@/lib/locales';
import type { MessageKey } from '@/lib/i18n/translator';

// The generated sharing cards (1200 × 630): one per page that has no picture of its own, in each locale,
// built once at build time (app/og/[card]/route.tsx). `site` stands in for any page whose picture is missing.

// Each card's title, by the key of its message (read through a translator: the built messages are compiled).
export const ogCards = {
  site: 'Metadata.description',
  about: 'About.metaTitle',
  reachout: 'ReachOut.metaTitle',
  contact: 'Navbar.contact',
  'be-a-model': 'Application.title',
  favorites: 'Favorites.title',
  privacy: 'Privacy.title',
  news: 'News.title',
} as const satisfies Record<string, MessageKey>;

export type OgCard = keyof typeof ogCards;

export const OG_CARD_SIZE = { width: 1200, height: 630 } as const;

export function isOgCard(value: string): value is OgCard {
  return Object.hasOwn(ogCards, value);
}

/** The card's path on the site's own origin: `/og/about-en.png`. */
export function ogCardPath(card: OgCard, locale: Locale): string {
  return `/og/${card}-${locale}.png`;
}

/** The card a page without a picture shows, by its internal pathname. */
export function ogCardFor(pathname: string): OgCard {
  const name = pathname.replace(/^\//, '');
  return isOgCard(name) ? name : 'site';
}
