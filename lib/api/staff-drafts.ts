import 'server-only';
import { toPost } from './getters/posts';
import { toTalentProfile } from './getters/talents';
import { profileAnswerSchema } from './schemas/mf';
import { postDetailSchema } from './schemas/panel';
import { staffChange, staffDelete, staffOne } from './staff';
import type { Locale, Post, TalentProfile } from './types';

// Drafts, published by their own call and previewed fresh (docs/staff.md, "Drafts, preview and the trash").

export type Publishable = 'talents' | 'posts' | 'slides';

/** Publishes or unpublishes a talent, post or slide. Throws `ApiError` 404 for one that is gone. */
export const setPublished = (session: string, kind: Publishable, id: number, published: boolean) =>
  staffChange(session, { path: `${kind}/${id}/published`, method: 'PUT', json: { published } });

/** Moves a talent (with its pictures), a post (with its slides) or a slide to the trash. */
export const moveToTrash = (session: string, kind: Publishable, id: number) =>
  staffDelete(session, `${kind}/${id}`);

/** A talent, draft or not, as its public profile shows it; null when there is none (or it is in the trash). */
export async function talentPreview(session: string, id: number): Promise<TalentProfile | null> {
  const profile = await staffOne(session, `talents/${id}/preview`, profileAnswerSchema);
  return profile && toTalentProfile(profile);
}

/** A post, draft or not, as its public page shows it; null when there is none (or it is in the trash). */
export async function postPreview(session: string, id: number, locale: Locale): Promise<Post | null> {
  const post = await staffOne(session, `posts/${id}/preview`, postDetailSchema);
  return post && toPost(post, { [locale]: post.slug });
}
