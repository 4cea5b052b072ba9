import { eq } from 'drizzle-orm';
import { talents } from '../db/schema';

/** The talents the public sees: every read of the mf service leaves out those the staff hid. */
export const shown = eq(talents.hidden, false);
