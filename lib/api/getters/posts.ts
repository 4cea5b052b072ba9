import type { Locale, Page, Post, PostSummary } from '../types';

export type PostsPageQuery = { type?: string; locale: Locale; page: number; perPage?: number };

export async function getPostsPage(query: PostsPageQuery): Promise<Page<PostSummary>> {
  throw new Error(`not implemented yet: ${query.locale}`);
}

export async function getPost(query: { type?: string; locale: Locale; slug: string }): Promise<Post | null> {
  throw new Error(`not implemented yet: ${query.slug}`);
}
