'use client';

import { inboxStatuses, type InboxStatus } from '@/lib/contract/inbox';
import { SelectField } from './fields';
import { useStaffT } from './use-staff-t';

/** The choice of an inbox status: a submission's own, or the one the ticked rows of the list are given. */
export function StatusField({ id, label, status }: { id: string; label: string; status?: InboxStatus }) {
  const t = useStaffT();
  return (
    <SelectField
      id={id}
      name="status"
      label={label}
      values={inboxStatuses}
      words={(value) => t(`inbox.statuses.${value}`)}
      defaultValue={status ?? inboxStatuses[0]}
    />
  );
}
