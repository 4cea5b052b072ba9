import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/error/not-found-view.client';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { unlistedMetadataOf } from '@/lib/seo/page-metadata';

// The 404 page as a whole document, for nginx (deploy/nginx.conf, docs/routes.md): Next.js answers a 404 of
// a page rendered on demand with an empty document that needs JavaScript to show anything, so nginx answers
// this page in its place, with status 404, and the visitor gets the text, the header and the footer in the
// HTML. nginx refuses this path from outside; the page is cached like any other.

export function generateStaticParams() {
  return [];
}

export const generateMetadata = unlistedMetadataOf(
  async (locale) => (await getTranslations({ locale, namespace: 'NotFound' }))('title'),
  { follow: true },
);

export default async function PageNotFound({ params }: { params: LangParams }) {
  await pageLocale(params);
  return <NotFoundView title={false} />;
}
