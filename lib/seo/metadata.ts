import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';
import { absoluteUrl, buildAlternates, ogLocales, seoLocales, type SeoLocale } from './alternates';
import { OG_CARD_SIZE, ogCardFor, ogCardPath } from './og-cards';
import { publicImageUrl } from './public-image';

export type Href = Parameters<typeof getPathname>[0]['href'];

/** The localized path of an internal href in a locale (`/en/models`, `/models`). */
export function localizedPath(locale: SeoLocale, href: Href): string {
  return getPathname({ locale, href });
}

/** The absolute URL of an internal href in a locale. */
export function pageUrl(locale: SeoLocale, href: Href): string {
  return absoluteUrl(env.SITE_URL, localizedPath(locale, href));
}

type PageMeta = {
  locale: SeoLocale;
  href: Href;
  title: string;
  description: string;
  image?: string | null;
  imageAlt?: string;
  /** Locales the page exists in (a post may not be translated); every locale by default. */
  locales?: readonly SeoLocale[];
  /** The page's href in another locale when it differs from `href` (a post's translation has its own slug). */
  hrefIn?: (locale: SeoLocale) => Href;
  type?: 'website' | 'article' | 'profile';
  absoluteTitle?: boolean;
};

/**
 * The picture a shared link shows, always on the site's own origin: the page's own picture through the
 * image optimizer (the back end's media origin may be private or slow, and crawlers get a 1200 px JPEG or
 * WebP), or, for a page without one, its generated card (app/og).
 */
function sharingImage(page: PageMeta): { url: string; alt: string; width?: number; height?: number } {
  const alt = page.imageAlt ?? page.title;
  if (page.image) {
    return { url: publicImageUrl(env.SITE_URL, page.image), alt };
  }
  const pathname = typeof page.href === 'string' ? page.href : page.href.pathname;
  const card = ogCardPath(ogCardFor(pathname), page.locale);
  return { url: absoluteUrl(env.SITE_URL, card), alt: page.title, ...OG_CARD_SIZE };
}

/** A description as search results show it: at most 160 characters, cut with an ellipsis. */
export function shortDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter card of one page. */
export function pageMetadata(page: PageMeta): Metadata {
  const alternates = buildAlternates(env.SITE_URL, page.locale, (l) =>
    localizedPath(l, page.hrefIn?.(l) ?? page.href),
  );
  const available = page.locales ?? seoLocales;
  const languages: Record<string, string> = {};
  for (const l of available) languages[l] = alternates.languages[l];
  if (available.includes('es')) languages['x-default'] = alternates.languages['x-default'];
  const images = [sharingImage(page)];
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: alternates.canonical, languages },
    openGraph: {
      title: page.title,
      description: page.description,
      url: alternates.canonical,
      locale: ogLocales[page.locale],
      alternateLocale: available.filter((l) => l !== page.locale).map((l) => ogLocales[l]),
      type: page.type ?? 'website',
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: images.map((i) => i.url),
    },
  };
}
