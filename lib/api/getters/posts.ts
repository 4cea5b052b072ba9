import 'server-only';
import { cached } from '../cache';
import { postDetailSchema, postsPageSchema, type WirePost } from '../schemas/panel';
import { services } from '../services';
import type { Locale, Page, Post, PostCover, PostSummary } from '../types';
import { hasLocale } from 'next-intl';
import { locales } from '@/lib/i18n/pathnames';
import { isoDate } from './iso-date';
import { nullOn404 } from './not-found';

export type PostsPageQuery = { type?: string; locale: Locale; page: number; perPage?: number };

function toCover(post: WirePost): PostCover | null {
  // The contract: a post with a thumbnail has an image cover; without one, its cover is an mp4.
  if (post.thumbnail)
    return { kind: 'image', url: post.cover ?? post.thumbnail, thumbnailUrl: post.thumbnail };
  return post.cover ? { kind: 'video', url: post.cover } : null;
}

export function toPostSummary(post: WirePost): PostSummary {
  return {
    id: post.id,
    type: post.type,
    slug: post.slug,
    title: post.title,
    description: post.description ?? '',
    cover: toCover(post),
    createdAt: isoDate(post.created_at),
    contentHtml: post.content ?? '',
  };
}

const postsPath = (type: string, locale: Locale) => `/api/posts/${encodeURIComponent(type)}/${locale}`;

const postsPage = cached(
  'posts',
  'posts-page',
  async (type: string, locale: Locale, page: number, perPage: number): Promise<Page<PostSummary>> => {
    const answer = await services().panel.json(
      { path: postsPath(type, locale), query: { page, per_page: perPage } },
      postsPageSchema,
    );
    return {
      items: answer.data.map(toPostSummary),
      page: answer.current_page,
      lastPage: answer.last_page,
      total: answer.total,
    };
  },
);

/** One page of posts, newest first (12 a page unless `perPage`, at most 50). */
export function getPostsPage({
  type = 'news',
  locale,
  page,
  perPage = 12,
}: PostsPageQuery): Promise<Page<PostSummary>> {
  return postsPage(type, locale, page, perPage);
}

const post = cached('posts', 'post', (type: string, locale: Locale, slug: string): Promise<Post | null> =>
  nullOn404(async () => {
    const { data } = await services().panel.json(
      { path: `${postsPath(type, locale)}/${encodeURIComponent(slug)}` },
      postDetailSchema,
    );
    const slugs: Partial<Record<Locale, string>> = { [locale]: data.slug };
    for (const { language, slug } of data.translations) {
      if (hasLocale(locales, language) && language !== locale) slugs[language] = slug;
    }
    return {
      ...toPostSummary(data),
      slides: data.slides.flatMap((slide) =>
        slide.slide_url ? [{ id: slide.id, url: slide.slide_url }] : [],
      ),
      slugs,
    };
  }),
);

/** A post by slug, or `null` when the service does not know it. */
export function getPost({
  type = 'news',
  locale,
  slug,
}: {
  type?: string;
  locale: Locale;
  slug: string;
}): Promise<Post | null> {
  return post(type, locale, slug);
}
