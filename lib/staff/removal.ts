import 'server-only';
import { isGone } from '@/lib/api/staff';
import type { CacheTag } from '@/lib/contract/cache-tags';
import { formIds, staffFormAction } from './form-action';

type Ids<K extends string> = Record<K, number>;

/**
 * A remove or delete button (a picture, a slide, a video, a post, a talent): the ids its form carries, the
 * backend asked to remove the thing, and back to the page it was on. A thing removed meanwhile is what was
 * asked, not an error. What cannot be undone first asks for the box saying so to be ticked.
 */
export function removal<K extends string>(what: {
  /** The form's hidden fields naming it, each an id. */
  ids: readonly K[];
  /** The public pages' data it was on. */
  tags?: readonly CacheTag[];
  /** The page to go back to when the box saying it cannot be undone was not ticked. */
  confirm?: (ids: Ids<K>) => string;
  remove: (session: string, ids: Ids<K>) => Promise<void>;
  /** The page to go back to, with what it should say. */
  back: (ids: Ids<K>) => string;
}) {
  return staffFormAction({ tags: what.tags }, async (session, form) => {
    const ids = formIds(form, ...what.ids);
    if (!ids) return 'gone';
    if (what.confirm && form.get('confirm') !== 'yes') return what.confirm(ids);
    try {
      await what.remove(session, ids);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    return what.back(ids);
  });
}
