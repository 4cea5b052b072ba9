import { and, asc, eq, ne } from 'drizzle-orm';
import { postSlides, posts } from '../db/schema';
import type { Deps } from '../http/deps';
import { shownPost, shownPostSlide } from './shown-content';

/** A post as the panel's lists answer it. */
export const postJson = ({ mediaUrl }: Pick<Deps, 'mediaUrl'>, p: typeof posts.$inferSelect) => ({
  id: p.id,
  type: p.type,
  slug: p.slug,
  title: p.title,
  description: p.description,
  content: p.content,
  cover: mediaUrl(p.coverPath),
  thumbnail: mediaUrl(p.thumbnailPath),
  created_at: p.createdAt.toISOString(),
});

/**
 * A post as its page reads it: with its slides and the same post in the other languages it was written in
 * (published ones only). The public route and the staff's preview answer it alike.
 */
export async function postDetail(deps: Deps, post: typeof posts.$inferSelect) {
  const { db, mediaUrl } = deps;
  const slideRows = await db
    .select()
    .from(postSlides)
    .where(and(eq(postSlides.postId, post.id), shownPostSlide))
    .orderBy(asc(postSlides.position));
  const translations = post.translationKey
    ? await db
        .select({ language: posts.language, slug: posts.slug })
        .from(posts)
        .where(
          and(
            eq(posts.type, post.type),
            eq(posts.translationKey, post.translationKey),
            ne(posts.id, post.id),
            shownPost,
          ),
        )
        .orderBy(asc(posts.language))
    : [];
  return {
    ...postJson(deps, post),
    slides: slideRows.map((s) => ({ id: s.id, slide_url: mediaUrl(s.path) })),
    translations,
  };
}
