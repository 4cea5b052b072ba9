import type { AuditFilters } from '@/lib/api/staff-accounts';
import { isAuditAction } from '@/lib/contract/audit-actions';
import { dayStart } from '@/lib/contract/agency-day';
import { isCalendarDate } from '@/lib/contract/calendar-date';
import { listQuery } from './list-query';

// What the activity page's URL asks for: a member, an act and a span of days, each read leniently (what is
// none of the choices is no filter). Days are the agency's (Mexico City's, lib/contract/agency-day.ts), as
// the log shows its times.

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The page's chosen filters as they are written in its form, and as the backend takes them. */
export function auditQuery(query: Record<string, string | string[] | undefined>) {
  const { one, page } = listQuery(query);
  const account = Number(one('account'));
  const action = one('action');
  const day = (name: string) => {
    const value = one(name);
    return value && isCalendarDate(value) ? value : undefined;
  };
  const chosen = {
    account: Number.isInteger(account) && account > 0 ? String(account) : undefined,
    action: action && isAuditAction(action) ? action : undefined,
    from: day('from'),
    to: day('to'),
  };
  const filters: AuditFilters = {
    account: chosen.account ? Number(chosen.account) : undefined,
    action: chosen.action,
    from: chosen.from && dayStart(chosen.from),
    // The last day chosen is included: up to the start of the next.
    to: chosen.to && dayStart(nextDay(chosen.to)),
    page,
  };
  return { chosen, filters };
}
