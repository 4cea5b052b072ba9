import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata, type Href } from './metadata';

/** A page's title and description, as its metadata and its structured data say them. */
export type PageText = { title: string; description: string };

type MetadataProps = { params: LangParams };

/** The namespaces of pages whose own messages hold their title and `description`. */
type PageNamespace = 'About' | 'ReachOut' | 'Application' | 'Privacy' | 'Favorites' | 'SharedSelection';

/** A page's text from its own messages: `description`, and `titleKey` for its title. */
export function textOf(namespace: PageNamespace, titleKey: 'title' | 'metaTitle' = 'title') {
  return async (locale: Locale): Promise<PageText> => {
    const t = await getTranslations({ locale, namespace });
    return { title: t(titleKey), description: t('description') };
  };
}

/**
 * The `generateMetadata` of a page of the site: `text` in the page's language, with `extra` over it. A segment
 * that is not a language gets nothing: the page itself answers 404.
 */
export function metadataOf(href: Href, text: (locale: Locale) => Promise<PageText>, extra: Metadata = {}) {
  return async ({ params }: MetadataProps): Promise<Metadata> => {
    const locale = await metadataLocale(params);
    return locale ? { ...pageMetadata({ locale, href, ...(await text(locale)) }), ...extra } : {};
  };
}

/**
 * The `generateMetadata` of a page for one visitor (a form's review or receipt) or for nginx (the 404): its
 * title, and nothing for a search engine to index.
 */
export function unlistedMetadataOf(title: (locale: Locale) => Promise<string>, { follow = false } = {}) {
  return async ({ params }: MetadataProps): Promise<Metadata> => {
    const locale = await metadataLocale(params);
    return locale ? { title: await title(locale), robots: { index: false, follow } } : {};
  };
}
