import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/pathnames';
import { agencyPageLd, type Ld } from '@/lib/seo/json-ld';
import { pageUrl } from '@/lib/seo/metadata';
import { breadcrumbs, publisher } from '@/lib/seo/site';
import { JsonLd } from './json-ld';

type Href = Parameters<typeof pageUrl>[1];

type Props = {
  locale: Locale;
  /** The page's name, as its title says it. */
  title: string;
  href: Href;
  description?: string;
  /** An About or Contact page says so, with its description, for the agency it is about. */
  kind?: 'about' | 'contact';
};

/** The structured data of a page one step below home: its breadcrumb trail, and what kind of page it is. */
export async function PageLd({ locale, title: name, href, description = '', kind }: Props) {
  const nav = await getTranslations({ locale, namespace: 'Navbar' });
  const url = pageUrl(locale, href);
  const data: Ld[] = [breadcrumbs(nav('home'), pageUrl(locale, '/'), [{ name, url }])];
  if (kind)
    data.push(agencyPageLd(kind, { name, description, url, inLanguage: locale, publisher: publisher() }));
  return <JsonLd data={data} />;
}
