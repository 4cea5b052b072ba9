'use server';

import { inboxStatuses } from '@/lib/api/schemas/staff';
import { eraseInboxItems, setInboxStatuses } from '@/lib/api/staff';
import { field, staffFormAction } from '@/lib/staff/form-action';
import { staffPaths } from '@/lib/staff/paths';
import { subjectOf } from '@/lib/staff/subject';

// A submission's plain forms; each names it (`kind`, `id`).

const subjectIn = (form: FormData) => subjectOf({ kind: field(form, 'kind'), id: field(form, 'id') });

/** Sets the submission's status (new, seen, answered, archived) and goes back to it. */
export const setStatus = staffFormAction({}, async (session, form) => {
  const subject = subjectIn(form);
  const status = inboxStatuses.find((name) => name === form.get('status'));
  if (!subject || !status) return 'invalid';
  // Deleted meanwhile: refused as gone, as its page would be.
  if ((await setInboxStatuses(session, subject.kind, [subject.id], status)).length === 0) return 'gone';
  return `${staffPaths.item(subject)}?done=status`;
});

/** Deletes the submission with its files, once the box saying it cannot be undone is ticked; to the inbox. */
export const erase = staffFormAction({}, async (session, form) => {
  const subject = subjectIn(form);
  if (!subject) return 'invalid';
  if (form.get('confirm') !== 'yes') return `${staffPaths.item(subject)}?done=confirm`;
  // Deleted meanwhile (in another tab, by another staff member) is what was asked, too.
  await eraseInboxItems(session, subject.kind, [subject.id]);
  return `${staffPaths.inbox}?kind=${subject.kind}&done=erased`;
});
