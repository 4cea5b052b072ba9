import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { UntranslatedNotice } from '@/components/news/untranslated-notice';
import { NewsFeedItem } from '@/components/news/news-feed-item';
import { BackButton } from '@/components/ui/back-button.client';
import { NewsFeed } from '@/components/news/news-feed.client';
import styles from '@/components/news/news.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { ExternalLink } from '@/components/ui/external-link';
import { getPostsPage, getSocialLinks } from '@/lib/api';
import { pickMessages } from '@/lib/i18n/messages';
import { NEWS_PAGE_SIZE } from '@/lib/news/card';
import { toNewsCard } from '@/lib/news/to-card';
import { pageMetadata, pageUrl } from '@/lib/seo/metadata';
import { breadcrumbs } from '@/lib/seo/site';

type Props = { params: LangParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'News' });
  const first = await getPostsPage({ locale, page: 1, perPage: NEWS_PAGE_SIZE }).catch(() => null);
  const cover = first?.items.find((p) => p.cover?.kind === 'image')?.cover;
  return pageMetadata({
    locale,
    href: '/news',
    title: t('title'),
    description: t('description'),
    image: cover?.kind === 'image' ? cover.url : null,
  });
}

export default async function NewsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [first, social, t, nav, messages] = await Promise.all([
    getPostsPage({ locale, page: 1, perPage: NEWS_PAGE_SIZE }),
    getSocialLinks().catch(() => null),
    getTranslations('News'),
    getTranslations('Navbar'),
    getMessages(),
  ]);
  return (
    <div className={styles.page}>
      <JsonLd
        data={breadcrumbs(nav('home'), pageUrl(locale, '/'), [
          { name: t('title'), url: pageUrl(locale, '/news') },
        ])}
      />
      <BackButton />
      <h1 className={styles.heading}>{t('title')}</h1>
      <UntranslatedNotice />
      <NextIntlClientProvider messages={pickMessages(messages, ['Common', 'News'])}>
        <NewsFeed
          first={first.items.map((post, index) => (
            <NewsFeedItem key={post.id} post={toNewsCard(post)} index={index} />
          ))}
          firstIds={first.items.map((post) => post.id)}
          page={first.page}
          lastPage={first.lastPage}
        />
      </NextIntlClientProvider>
      {social?.instagram ? (
        <ExternalLink href={social.instagram} className={styles.instagram}>
          {t('instagram')}
        </ExternalLink>
      ) : null}
    </div>
  );
}
