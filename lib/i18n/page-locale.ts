import 'server-only';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

/** The route parameters every page and layout under `app/[lang]` receives. */
export type LangParams = Promise<{ lang: string }>;

/**
 * The page's language from its `[lang]` segment, registered for next-intl's server helpers so the page can
 * be rendered statically. Any other segment is not a page of the site: a 404. Call it before any other
 * `notFound()`: the 404 page reads the locale set here, not the request headers (the page may be static).
 */
export async function pageLocale(params: LangParams): Promise<Locale> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return lang;
}

/**
 * The language for `generateMetadata`, or null when the segment is not one: the page itself answers 404, so
 * its metadata has nothing to say.
 */
export async function metadataLocale(params: LangParams): Promise<Locale | null> {
  const { lang } = await params;
  return hasLocale(routing.locales, lang) ? lang : null;
}
