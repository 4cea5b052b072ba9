import 'server-only';
import { ApiError } from '@/lib/api';
import { backTo, staffError, staffForm } from './route-answers';
import { withSession } from './session-route';
import { idOf } from './subject';

type Ids<K extends string> = Record<K, number>;

/**
 * The route handler of a remove button (a picture, a slide, a video): the ids in its path read, its form
 * checked like every change's, the backend asked to remove the thing, and back to the page it was on. A
 * thing removed meanwhile is what was asked, not an error.
 */
export function removalRoute<K extends string>(what: {
  /** The path's dynamic segments, each an id. */
  ids: readonly K[];
  /** The 404's message when one is no id. */
  unknown: string;
  remove: (session: string, ids: Ids<K>) => Promise<void>;
  /** The page to go back to, with what it should say. */
  back: (ids: Ids<K>) => string;
}) {
  return async (request: Request, { params }: { params: Promise<Record<K, string>> }): Promise<Response> => {
    const given = await params;
    const ids = {} as Ids<K>;
    for (const name of what.ids) {
      const id = idOf(given[name]);
      if (id === null) return staffError(404, what.unknown);
      ids[name] = id;
    }
    const read = await staffForm(request);
    if ('refusal' in read) return read.refusal;
    return withSession(async (session) => {
      try {
        await what.remove(session, ids);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      return backTo(what.back(ids));
    });
  };
}
