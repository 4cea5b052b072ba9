import 'server-only';
import { setPublished, type Publishable } from '@/lib/api/staff-drafts';
import { formIds, staffFormAction } from './form-action';

/**
 * A Publish or Unpublish button of an editor or a list (its form says the `id` and `published=yes` or
 * `no`): the backend asked, the public pages of that kind dropped from the cache, and back to the page,
 * which says which was done (`published`, `unpublished`).
 */
export function publishing(
  kind: Publishable,
  back: (id: number, done: 'published' | 'unpublished') => string,
) {
  return staffFormAction({ tags: [kind] }, async (session, form) => {
    const ids = formIds(form, 'id');
    if (!ids) return 'gone';
    const published = form.get('published') === 'yes';
    await setPublished(session, kind, ids.id, published);
    return back(ids.id, published ? 'published' : 'unpublished');
  });
}
