import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { SharedSelectionView } from '@/components/favorites/shared-selection-view';
import { favoritesClientMessages } from '@/components/favorites/client-messages';
import styles from '@/components/favorites/favorites.module.css';
import roster from '@/components/roster/roster.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { parseSharedIds, SHARED_IDS_PARAM } from '@/lib/favorites/shared-ids';
import { loadSharedSelection } from '@/lib/favorites/shared-selection';
import { pickMessages } from '@/lib/i18n/messages';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { metadataOf, textOf } from '@/lib/seo/page-metadata';

type Props = {
  params: LangParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// A selection shared by link: `/en/favorites/shared?ids=12,7,31` (docs/routes.md). The talents come from the
// back end, never from the link beyond their ids.

// Rendered per request, for its query. Said outright: under the locale layout's static params the build
// otherwise prerendered it once, without a query, and a request with one then failed (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

const text = textOf('SharedSelection');

// Someone's shortlist, in endless combinations: nothing for a search engine to index.
export const generateMetadata = metadataOf('/favorites/shared', text, {
  robots: { index: false, follow: true },
});

export default async function SharedSelectionPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const shared = parseSharedIds((await searchParams)[SHARED_IDS_PARAM]);
  const [t, messages, selection] = await Promise.all([
    getTranslations('SharedSelection'),
    getMessages(),
    loadSharedSelection(shared, locale),
  ]);
  return (
    <div className={roster.page}>
      <div className={roster.top}>
        <PageLd locale={locale} href="/favorites/shared" title={t('title')} />
        <BackButton />
        <h1 className={roster.title}>{t('heading')}</h1>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <NextIntlClientProvider
        messages={pickMessages(messages, [...favoritesClientMessages, 'SharedSelection'])}
      >
        <SharedSelectionView selection={selection} />
      </NextIntlClientProvider>
    </div>
  );
}
