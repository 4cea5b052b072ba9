import { inboxKinds, inboxStatuses } from '@/lib/api/schemas/staff';
import { eraseInboxItems, setInboxStatuses } from '@/lib/api/staff';
import { staffAction } from '@/lib/staff/action';
import { inboxReturn } from '@/lib/staff/inbox-filter';
import { backTo, staffError } from '@/lib/staff/route-answers';
import { idOf } from '@/lib/staff/subject';

const kindOf = (params: Record<string, string>) => inboxKinds.find((kind) => kind === params.kind) ?? null;

/**
 * The inbox's bulk actions on the ticked submissions (`id`, many): set their status (`do=status`) or
 * delete them with their files (`do=erase`, once `confirm=yes`); back to the list, which says how many.
 */
export const POST = staffAction(
  { body: 'form', path: kindOf, unknown: 'No such inbox.' },
  async ({ session, path: kind, input }) => {
    const back = inboxReturn(input.get('back'), kind);
    const ids = [...new Set(input.getAll('id').map(idOf))].filter((id): id is number => id !== null);
    if (ids.length === 0) return backTo(`${back}&done=none`);
    if (ids.length > 100) return staffError(400, 'At most 100 submissions at a time.');
    if (input.get('do') === 'erase') {
      if (input.get('confirm') !== 'yes') return backTo(`${back}&done=confirm`);
      const erased = await eraseInboxItems(session, kind, ids);
      return backTo(`${back}&done=erased&n=${erased.length}`);
    }
    const status = inboxStatuses.find((name) => name === input.get('status'));
    if (!status) return staffError(400, `The status must be one of ${inboxStatuses.join(', ')}.`);
    const changed = await setInboxStatuses(session, kind, ids, status);
    return backTo(`${back}&done=status&n=${changed.length}`);
  },
);
