import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { FeaturedModels } from '@/components/home/featured-models';
import { Hero } from '@/components/home/hero';
import { HomeNews } from '@/components/home/home-news';
import { JsonLd } from '@/components/seo/json-ld';
import { getPostsPage, getSlides, getSocialLinks, getTalentsPage } from '@/lib/api';
import { agency } from '@/lib/agency';
import { pickMessages } from '@/lib/i18n/messages';
import { toNewsCard } from '@/lib/news/to-card';
import { ROSTER_PAGE_SIZE } from '@/lib/talent/card';
import { pageMetadata, pageUrl } from '@/lib/seo/metadata';
import { breadcrumbs, organization } from '@/lib/seo/site';
import { slidesOrUnavailable } from '@/components/home/load-slides';

type Props = { params: LangParams };

/** The home shows the first 3 news items (docs/architecture.md, "Constants"). */
const HOME_NEWS = 3;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const [t, slides] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getSlides('slides').catch(() => []),
  ]);
  const image = slides.find((s) => s.kind === 'image');
  return pageMetadata({
    locale,
    href: '/',
    // The agency's name first and what it is, in the page's language: what a search result should say.
    title: `${agency.name} · ${t('metaTitle')}`,
    absoluteTitle: true,
    description: t('description'),
    image: image?.kind === 'image' ? image.desktopUrl : null,
    imageAlt: image?.alt,
  });
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const [slides, models, news, social, nav, messages] = await Promise.all([
    slidesOrUnavailable(),
    // The roster's own first page (the same cached answer): the home still shows without it.
    getTalentsPage({ category: 'models', page: 1, perPage: ROSTER_PAGE_SIZE }).catch(() => null),
    getPostsPage({ locale, page: 1, perPage: HOME_NEWS }).catch(() => null),
    getSocialLinks().catch(() => null),
    getTranslations('Navbar'),
    getMessages(),
  ]);
  const home = pageUrl(locale, '/');
  return (
    <>
      <JsonLd
        data={[
          organization(
            messages.Metadata.description,
            social ? [social.instagram, social.facebook, social.tiktok] : [],
          ),
          breadcrumbs(nav('home'), home, []),
        ]}
      />
      <NextIntlClientProvider
        messages={pickMessages(messages, ['Common', 'Home', 'News', 'Roster', 'Favorite'])}
      >
        <Hero slides={slides} />
        <FeaturedModels models={models?.items ?? []} />
        <HomeNews posts={(news?.items ?? []).slice(0, HOME_NEWS).map(toNewsCard)} />
      </NextIntlClientProvider>
    </>
  );
}
