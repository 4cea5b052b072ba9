import { integer, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff-schema';

/**
 * A record the staff edit (docs/staff.md, "Two people, one record"): its version, 1 when created and one
 * more on every save of its fields, in the same UPDATE as the save; and who saved it last and when (null
 * for rows from before versions, or from the seed). Publishing, the trash and pictures change no version:
 * no save's body carries them, so a save from an older copy cannot undo them.
 */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
});
