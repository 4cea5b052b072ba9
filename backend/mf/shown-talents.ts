import { and, eq, isNull } from 'drizzle-orm';
import { mediaItems, talents } from '../db/schema';

/**
 * The talents the public sees: every read of the mf service leaves out drafts, those the staff unpublished,
 * and those in the trash (docs/staff.md, "Drafts, preview and the trash").
 */
export const shown = and(eq(talents.hidden, false), isNull(talents.deletedAt))!;

/** A talent's gallery pictures the public sees: none in the trash. */
export const shownPicture = isNull(mediaItems.deletedAt);
