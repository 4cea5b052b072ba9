'use server';

import { inboxKinds, inboxStatuses } from '@/lib/api/schemas/staff';
import { eraseInboxItems, setInboxStatuses } from '@/lib/api/staff';
import { field, staffFormAction } from '@/lib/staff/form-action';
import { inboxReturn } from '@/lib/staff/inbox-filter';
import { idOf } from '@/lib/staff/subject';

// The inbox list's bulk actions on the ticked submissions (`id`, many, of one `kind`): set their status
// (`do=status`) or delete them with their files (`do=erase`, once `confirm=yes`); back to the list, which
// says how many.
export const inboxBulk = staffFormAction({}, async (session, form) => {
  const kind = inboxKinds.find((known) => known === form.get('kind'));
  if (!kind) return 'invalid';
  const back = inboxReturn(field(form, 'back'), kind);
  const ids = [...new Set(form.getAll('id').map((id) => idOf(typeof id === 'string' ? id : '')))].filter(
    (id) => id !== null,
  );
  if (ids.length === 0) return `${back}&done=none`;
  if (ids.length > 100) return 'invalid';
  if (form.get('do') === 'erase') {
    if (form.get('confirm') !== 'yes') return `${back}&done=confirm`;
    const erased = await eraseInboxItems(session, kind, ids);
    return `${back}&done=erased&n=${erased.length}`;
  }
  const status = inboxStatuses.find((name) => name === form.get('status'));
  if (!status) return 'invalid';
  const changed = await setInboxStatuses(session, kind, ids, status);
  return `${back}&done=status&n=${changed.length}`;
});
