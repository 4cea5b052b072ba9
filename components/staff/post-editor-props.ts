import type { StaffPost } from '@/lib/api/staff-posts';
import { postLanguages } from '@/lib/contract/post-input';
import type { StaffT } from '@/lib/staff/locale';
import type { PostFormLabels } from './post-form.client';
import { saveLabels } from './save-labels';

// What the post editor's client part is given from the server: its words translated, its languages.

const fieldNames = ['language', 'title', 'slug', 'description', 'content', 'date'] as const;
const errorCodes = ['required', 'invalid', 'too_long', 'slug', 'date', 'taken'] as const;

/** The editor's words; `published`: whether the post is on the public site, which its save says. */
export function postFormLabels(t: StaffT, creating: boolean, published = false): PostFormLabels {
  return {
    fields: Object.fromEntries(
      fieldNames.map((name) => [name, t(`post.fields.${name}`)]),
    ) as PostFormLabels['fields'],
    errors: Object.fromEntries(errorCodes.map((code) => [code, t(`post.errors.${code}`)])),
    slugHint: t('post.slugHint'),
    ...saveLabels(t, 'post', creating ? t('post.create') : t('post.save'), published),
    richText: {
      toolbar: t('post.toolbar'),
      bold: t('post.bold'),
      italic: t('post.italic'),
      heading: t('post.heading'),
      bulletList: t('post.bulletList'),
      orderedList: t('post.orderedList'),
    },
  };
}

export function postLanguageOptions(t: StaffT) {
  return postLanguages.map((language) => ({ value: language, label: t(`news.languages.${language}`) }));
}

/** A post's fields as the form holds them; a new one is dated today (Mexico City). */
export function postFormValues(post: StaffPost | null) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  return {
    language: post?.language ?? 'es',
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    content: post?.content ?? '',
    date: post?.date ?? today,
  };
}
