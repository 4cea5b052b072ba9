import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/error/not-found-view.client';

// The 404 page as a whole document, for nginx (deploy/nginx.conf, docs/routes.md): Next.js answers a 404 of
// a page rendered on demand with an empty document that needs JavaScript to show anything, so nginx answers
// this page in its place, with status 404, and the visitor gets the text, the header and the footer in the
// HTML. nginx refuses this path from outside; the page is cached like any other.

export function generateStaticParams() {
  return [];
}

type Props = { params: LangParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function PageNotFound({ params }: Props) {
  await pageLocale(params);
  return <NotFoundView title={false} />;
}
