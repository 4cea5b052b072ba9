import type { Locale } from '@/lib/i18n/pathnames';
import type { Messages } from '@/lib/i18n/messages';

// The generated sharing cards (1200 × 630): one per page that has no picture of its own, in each locale,
// built once at build time (app/og/[card]/route.tsx). `site` stands in for any page whose picture is missing.

type Title = (messages: Messages) => string;

export const ogCards = {
  site: (m) => m.Metadata.description,
  about: (m) => m.About.metaTitle,
  reachout: (m) => m.ReachOut.metaTitle,
  contact: (m) => m.Navbar.contact,
  'be-a-model': (m) => m.Application.title,
  favorites: (m) => m.Favorites.title,
  privacy: (m) => m.Privacy.title,
  news: (m) => m.News.title,
} satisfies Record<string, Title>;

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
