import type { APIRequestContext } from '@playwright/test';
import type { NewsCard } from '@/lib/news/card';
import { readJson } from '../json';
import type { Locale } from './fixtures';

/** The site's answer to /api/posts (app/api/posts/route.ts). */
export type NewsAnswer = { items: NewsCard[]; page: number; lastPage: number };

/** The site's refusals: a message, and the codes of the fields at fault when there are any. */
export type ErrorAnswer = { message: string; errors?: Record<string, string[] | undefined> };

/** A page of the news list, as the site's own route answers it. */
export async function newsPage(request: APIRequestContext, locale: Locale, page = 1): Promise<NewsAnswer> {
  return readJson<NewsAnswer>(await request.get(`/api/posts?locale=${locale}&page=${page}`));
}
