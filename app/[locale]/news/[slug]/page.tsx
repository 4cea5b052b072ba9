import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PostView } from '@/components/news/post-view';
import { JsonLd } from '@/components/seo/json-ld';
import { getPost } from '@/lib/api';
import { redirect } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { htmlToText } from '@/lib/news/sanitize';
import { seoLocales } from '@/lib/seo/alternates';
import { newsArticleLd } from '@/lib/seo/json-ld';
import { pageMetadata, pageUrl } from '@/lib/seo/metadata';
import { breadcrumbs, publisher } from '@/lib/seo/site';

type Props = { params: Promise<{ locale: string; slug: string }> };

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export function generateStaticParams() {
  return [];
}

const loadPost = cache(async (locale: (typeof routing.locales)[number], slug: string) =>
  SLUG.test(slug) ? getPost({ locale, slug }) : null,
);

/** The locales a post exists in under the same slug: only those get hreflang alternates. */
const postLocales = cache(async (slug: string) => {
  const found = await Promise.all(seoLocales.map(async (l) => ((await loadPost(l, slug).catch(() => null)) ? l : null)));
  return found.filter((l) => l !== null);
});

function describe(description: string, html: string): string {
  const text = description.trim() || htmlToText(html);
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const post = await loadPost(locale, slug);
  if (!post) return {};
  const t = await getTranslations({ locale, namespace: 'Post' });
  const image = post.cover?.kind === 'image' ? post.cover.url : (post.slides[0]?.url ?? null);
  return pageMetadata({
    locale,
    href: { pathname: '/news/[slug]', params: { slug } },
    // SPEC.md §2: a post's title is suffixed with Blog.
    title: t('title', { title: post.title }),
    description: describe(post.description, post.contentHtml),
    image,
    type: 'article',
    locales: await postLocales(slug),
  });
}

export default async function PostPage({ params }: Props) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const post = await loadPost(locale, slug);
  if (!post) {
    // Posts are written per language, each with its own slug: the language switch on a post keeps the slug,
    // so a slug known in another language leads to this language's news list rather than to a 404.
    if ((await postLocales(slug)).length > 0) redirect({ href: '/news', locale });
    notFound();
  }
  const [nav, news] = await Promise.all([getTranslations('Navbar'), getTranslations('News')]);
  const url = pageUrl(locale, { pathname: '/news/[slug]', params: { slug } });
  const images = [post.cover?.kind === 'image' ? post.cover.url : null, ...post.slides.map((s) => s.url)].filter(
    (i): i is string => i !== null,
  );
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
      <PostView post={post} />
    </>
  );
}
