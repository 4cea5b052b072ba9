import type { PostCover } from '@/lib/api/types';

/** What a news card shows; the excerpt is plain text made on the server from the sanitized content. */
export interface NewsCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  cover: PostCover | null;
  date: string | null;
  isoDate: string | null;
}

const EXCERPT_LENGTH = 180;

/** Posts per page of the news list, in the HTML and from the same-origin route alike. */
export const NEWS_PAGE_SIZE = 12;

/** Shortens text at a word boundary, with an ellipsis. */
export function excerpt(text: string, length: number = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
