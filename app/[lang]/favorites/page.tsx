import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { FavoritesEmpty } from '@/components/favorites/favorites-empty';
import { FavoritesView } from '@/components/favorites/favorites-view.client';
import { favoritesClientMessages } from '@/components/favorites/client-messages';
import styles from '@/components/favorites/favorites.module.css';
import roster from '@/components/roster/roster.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { pickMessages } from '@/lib/i18n/messages';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { metadataOf, textOf } from '@/lib/seo/page-metadata';

type Props = { params: LangParams };

const HEADING_ID = 'favorites-heading';

const text = textOf('Favorites');

// Each visitor's own list, kept in their browser: nothing here for a search engine to index.
export const generateMetadata = metadataOf('/favorites', text, { robots: { index: false, follow: true } });

/**
 * The favorites: the page itself is the same static shell for everyone; the chosen talents and the request
 * form are read from this browser's storage by the client leaf.
 */
export default async function FavoritesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, messages] = await Promise.all([getTranslations('Favorites'), getMessages()]);
  return (
    <div className={roster.page}>
      <div className={roster.top}>
        <PageLd locale={locale} href="/favorites" title={t('title')} />
        <BackButton />
        {/* Focus lands here when the last card is removed (there is nothing left to move to). */}
        <h1 id={HEADING_ID} className={roster.title} tabIndex={-1}>
          {t('heading')}
        </h1>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <NextIntlClientProvider
        messages={pickMessages(messages, [...favoritesClientMessages, 'ShareSelection'])}
      >
        <FavoritesView headingId={HEADING_ID} empty={<FavoritesEmpty />} />
      </NextIntlClientProvider>
    </div>
  );
}
