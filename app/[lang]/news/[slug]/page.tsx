import type { Metadata } from 'next';
import { pageLocale, metadataLocale } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { PostAlternates } from '@/components/news/post-alternates.client';
import { PostView } from '@/components/news/post-view';
import { UNTRANSLATED_NOTICE_ID } from '@/components/news/untranslated-notice';
import { JsonLd } from '@/components/seo/json-ld';
import { getPost, type Post } from '@/lib/api';
import { getPathname, permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/pathnames';
import { routing } from '@/lib/i18n/routing';
import { htmlToText } from '@/lib/news/sanitize';
import { seoLocales } from '@/lib/seo/alternates';
import { newsArticleLd } from '@/lib/seo/json-ld';
import { pageMetadata, pageUrl, shortDescription } from '@/lib/seo/metadata';
import { breadcrumbs, publisher, siteImage } from '@/lib/seo/site';

type Props = { params: Promise<{ lang: string; slug: string }> };

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export function generateStaticParams() {
  return [];
}

const loadPost = cache(async (locale: (typeof routing.locales)[number], slug: string) =>
  SLUG.test(slug) ? getPost({ locale, slug }) : null,
);

/** The same post found under this slug in another locale (the language switch keeps the slug), if any. */
const postElsewhere = cache(async (locale: Locale, slug: string) => {
  for (const other of seoLocales.filter((l) => l !== locale)) {
    const post = await loadPost(other, slug).catch(() => null);
    if (post) return post;
  }
  return null;
});

/** Where the language switch leads from this post: its translation, or that locale's news list with a notice. */
function alternatePaths(slugs: Post['slugs']): Record<Locale, string> {
  const entries = seoLocales.map((l) => {
    const slug = slugs[l];
    const path = slug
      ? getPathname({ href: { pathname: '/news/[slug]', params: { slug } }, locale: l })
      : `${getPathname({ href: '/news', locale: l })}#${UNTRANSLATED_NOTICE_ID}`;
    return [l, path];
  });
  return Object.fromEntries(entries) as Record<Locale, string>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const { slug } = await params;
  if (!locale) return {};
  const post = await loadPost(locale, slug);
  if (!post) return {};
  const t = await getTranslations({ locale, namespace: 'Post' });
  const image = post.cover?.kind === 'image' ? post.cover.url : (post.slides[0]?.url ?? null);
  return pageMetadata({
    locale,
    href: { pathname: '/news/[slug]', params: { slug } },
    // A post's title is suffixed with the news section's name, as the old site's were.
    title: t('title', { title: post.title }),
    description: shortDescription(post.description.trim() || htmlToText(post.contentHtml)),
    image,
    type: 'article',
    // Only the locales the post was written in, each at its own slug.
    locales: seoLocales.filter((l) => post.slugs[l]),
    hrefIn: (l) => ({ pathname: '/news/[slug]', params: { slug: post.slugs[l] ?? slug } }),
  });
}

export default async function PostPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const post = await loadPost(locale, slug);
  if (!post) {
    // Posts are written per language, each with its own slug, and the language switch without JavaScript keeps
    // the slug: a slug of another language leads to this language's version of the post, or, when the post
    // was not written in this language, to the news list with a notice saying so.
    const elsewhere = await postElsewhere(locale, slug);
    const translated = elsewhere?.slugs[locale];
    if (translated)
      permanentRedirect({ href: { pathname: '/news/[slug]', params: { slug: translated } }, locale });
    if (elsewhere) redirect(`${getPathname({ href: '/news', locale })}#${UNTRANSLATED_NOTICE_ID}`);
    notFound();
  }
  const [nav, news] = await Promise.all([getTranslations('Navbar'), getTranslations('News')]);
  const url = pageUrl(locale, { pathname: '/news/[slug]', params: { slug } });
  const images = [post.cover?.kind === 'image' ? post.cover.url : null, ...post.slides.map((s) => s.url)]
    .filter((i): i is string => i !== null)
    .map(siteImage);
  return (
    <>
      <JsonLd
        data={[
          newsArticleLd({
            headline: post.title,
            description: post.description,
            url,
            images,
            datePublished: post.createdAt,
            inLanguage: locale,
            publisher: publisher(),
          }),
          breadcrumbs(nav('home'), pageUrl(locale, '/'), [
            { name: news('title'), url: pageUrl(locale, '/news') },
            { name: post.title, url },
          ]),
        ]}
      />
      <PostAlternates paths={alternatePaths(post.slugs)} />
      <PostView post={post} />
    </>
  );
}
