import 'server-only';
import { staffAction } from './action';
import { backTo, isGone } from './route-answers';
import { idsOf } from './subject';

type Ids<K extends string> = Record<K, number>;

/**
 * A remove or delete button (a picture, a slide, a video, a post, a talent): the ids in its path read, the
 * backend asked to remove the thing, and back to the page it was on. A thing removed meanwhile is what was
 * asked, not an error. What cannot be undone first asks for the box saying so to be ticked.
 */
export function removal<K extends string>(what: {
  /** The path's dynamic segments, each an id. */
  ids: readonly K[];
  /** The 404's message when one is no id. */
  unknown: string;
  /** The page to go back to when the box saying it cannot be undone was not ticked. */
  confirm?: (ids: Ids<K>) => string;
  remove: (session: string, ids: Ids<K>) => Promise<void>;
  /** The page to go back to, with what it should say. */
  back: (ids: Ids<K>) => string;
}) {
  return staffAction(
    { body: 'form', path: idsOf(...what.ids), unknown: what.unknown },
    async ({ session, path, input }) => {
      if (what.confirm && input.get('confirm') !== 'yes') return backTo(what.confirm(path));
      try {
        await what.remove(session, path);
      } catch (error) {
        if (!isGone(error)) throw error;
      }
      return backTo(what.back(path));
    },
  );
}
