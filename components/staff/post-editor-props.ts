import type { StaffPost } from '@/lib/api/staff-posts';
import { agencyDay } from '@/lib/contract/agency-day';
import { postInputSchema, postLanguages } from '@/lib/contract/post-input';
import type { StaffT } from '@/lib/staff/locale';
import { saveLabels } from './save-labels';
import { byKey } from './words';

// What the post editor's client part is given from the server: its words translated, its languages.

const fieldNames = postInputSchema.keyof().options;
const errorCodes = ['required', 'invalid', 'too_long', 'slug', 'date', 'taken'] as const;
const tools = ['toolbar', 'bold', 'italic', 'heading', 'bulletList', 'orderedList'] as const;

export type PostFormLabels = ReturnType<typeof postFormLabels>;

/** The editor's words; `published`: whether the post is on the public site, which its save says. */
export function postFormLabels(t: StaffT, creating: boolean, published = false) {
  return {
    fields: byKey(fieldNames, (name) => t(`post.fields.${name}`)),
    errors: byKey(errorCodes, (code) => t(`post.errors.${code}`)),
    slugHint: t('post.slugHint'),
    ...saveLabels(t, 'post', creating ? t('post.create') : t('post.save'), published),
    richText: byKey(tools, (tool) => t(`post.${tool}`)),
  };
}

export function postLanguageOptions(t: StaffT) {
  return postLanguages.map((language) => ({ value: language, label: t(`news.languages.${language}`) }));
}

/** A post's fields as the form holds them; a new one is dated the agency's today. */
export function postFormValues(post: StaffPost | null) {
  return {
    language: post?.language ?? 'es',
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    content: post?.content ?? '',
    date: post?.date ?? agencyDay(new Date()),
  };
}
