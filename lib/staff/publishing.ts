import 'server-only';
import { setPublished, type Publishable } from '@/lib/api/staff-drafts';
import { staffAction } from './action';
import { backTo } from './route-answers';
import { idsOf } from './subject';

/**
 * A Publish or Unpublish button of an editor or a list (a form saying `published=yes` or `no`): the backend
 * asked, and back to the page, which says which was done (`published`, `unpublished`).
 */
export function publishing(
  kind: Publishable,
  what: { unknown: string; back: (id: number, done: 'published' | 'unpublished') => string },
) {
  return staffAction(
    { body: 'form', path: idsOf('id'), unknown: what.unknown },
    async ({ session, path, input }) => {
      const published = input.get('published') === 'yes';
      await setPublished(session, kind, path.id, published);
      return backTo(what.back(path.id, published ? 'published' : 'unpublished'));
    },
  );
}
