import 'server-only';
import { z } from 'zod';
import { staffChange, staffJson, unlessSignedOut } from './staff';

// The staff area's calls about the e-mail notifications (docs/staff-inbox.md, "Notifications").

const notifyStatusSchema = z.object({
  data: z.object({
    on: z.boolean(),
    to: z.array(z.string()),
    pending: z.number().int().min(0),
    failing: z.number().int().min(0),
  }),
});

export type NotifyStatus = z.output<typeof notifyStatusSchema>['data'];

/** Whether notifications are on, to which addresses, and how many wait in the outbox. */
export const notifyStatus = async (session: string): Promise<NotifyStatus> =>
  (await staffJson(session, { path: 'notifications' }, notifyStatusSchema)).data;

/**
 * Records the language the member chose for the staff area, in which their notifications are written. A
 * member whose session has ended has no account to record it on: the switch stands in the browser alone.
 */
export async function saveStaffLocale(session: string, locale: 'es' | 'en'): Promise<void> {
  await unlessSignedOut(
    staffChange(session, { path: 'account/locale', method: 'PUT', json: { locale } }),
    undefined,
  );
}
