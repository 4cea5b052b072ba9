import 'server-only';
import type { Post, PostSummary } from '@/lib/api/types';
import { type NewsCard, excerpt } from './card';
import { formatPostDate, isoDay } from './date';
import { htmlToText } from './sanitize';

/** A list card: the post's fields and a plain-text excerpt of its sanitized content. */
export function toNewsCard(post: PostSummary | Post): NewsCard {
  const content = htmlToText(post.contentHtml);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    excerpt: excerpt(content),
    cover: post.cover,
    date: formatPostDate(post.createdAt),
    isoDate: isoDay(post.createdAt),
  };
}
