import 'server-only';
import type { z } from 'zod';
import { cached } from '../cache';
import { postDetailSchema, postsPageSchema, type WirePost } from '../schemas/panel';
import { services } from '../services';
import type { Locale, Page, Post, PostCover, PostSummary } from '../types';
import mime from 'mime';
import { hasLocale } from 'next-intl';
import { locales } from '@/lib/locales';
import { isoDate } from './iso-date';
import { nullOn404 } from './not-found';

export type PostsPageQuery = { type?: string; locale: Locale; page: number; perPage?: number };

// What a media address's file name says it is: a picture, a video, or neither (null).
function kindByName(url: string): 'image' | 'video' | null {
  const type = mime.getType(url.split(/[?#]/, 1)[0] ?? '');
  return type?.startsWith('image/') ? 'image' : type?.startsWith('video/') ? 'video' : null;
}

// A post's cover as its file is. The contract says a post with a thumbnail has an image cover and one
// without has an mp4; a cover whose name says what it is is read as that: a picture cover without a
// thumbnail (stored before the backend made thumbnails from covers) is a picture, its own thumbnail.
function toCover({ cover, thumbnail }: WirePost): PostCover | null {
  const kind = (cover ? kindByName(cover) : null) ?? (thumbnail ? 'image' : 'video');
  if (kind === 'video') return cover ? { kind, url: cover } : null;
  const url = cover ?? thumbnail;
  return url ? { kind, url, thumbnailUrl: thumbnail ?? url } : null;
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
export const getPostsPage = ({ type = 'news', locale, page, perPage = 12 }: PostsPageQuery) =>
  postsPage(type, locale, page, perPage);

/** A post with the pictures under it (those without a file dropped), and its slug in each locale given. */
export const toPost = (data: z.output<typeof postDetailSchema>['data'], slugs: Post['slugs']): Post => ({
  ...toPostSummary(data),
  slides: data.slides.flatMap((slide) => (slide.slide_url ? [{ id: slide.id, url: slide.slide_url }] : [])),
  slugs,
});

const post = cached('posts', 'post', (type: string, locale: Locale, slug: string): Promise<Post | null> =>
  nullOn404(async () => {
    const { data } = await services().panel.json(
      { path: `${postsPath(type, locale)}/${encodeURIComponent(slug)}` },
      postDetailSchema,
    );
    const slugs: Post['slugs'] = { [locale]: data.slug };
    for (const { language, slug } of data.translations) {
      if (hasLocale(locales, language) && language !== locale) slugs[language] = slug;
    }
    return toPost(data, slugs);
  }),
);

/** A post by slug, or `null` when the service does not know it. */
export const getPost = ({ type = 'news', locale, slug }: { type?: string; locale: Locale; slug: string }) =>
  post(type, locale, slug);
