import { sql } from 'drizzle-orm';
import {
  socialLinksInputSchema,
  socialNetworks,
  type SocialLinksRecord,
} from '../../lib/contract/social-input';
import { withVersion, type CurrentVersion } from '../../lib/contract/record-version';
import type { Db } from '../db/client';
import { socialLinks } from '../db/schema';
import { jsonBody } from '../http/json-body';
import type { StaffRouter } from './staff-router';
import { currentVersion, nextVersion, staleRecord, stillAt, type Edit } from './versions';

// The three social links are one record (docs/staff.md, "Two people, one record"): one UPDATE of the three
// rows, each holding the set's version, is the versioned save.

const someRow = sql`true`;
const neverSaved: CurrentVersion = { version: 1, updatedAt: null, updatedBy: null };

/** The links as the editor shows them ('' for a network with none yet), with the set's version. */
async function socialLinksForEditing(db: Db): Promise<SocialLinksRecord & CurrentVersion> {
  const rows = await db.select({ network: socialLinks.network, link: socialLinks.link }).from(socialLinks);
  const links = new Map(rows.map((row) => [row.network, row.link]));
  const version = (await currentVersion(db, socialLinks, someRow)) ?? neverSaved;
  return {
    ...Object.fromEntries(socialNetworks.map((n) => [n, links.get(n) ?? ''])),
    ...version,
  } as SocialLinksRecord & CurrentVersion;
}

/** Saves the three links if the set is still at `edit.version` (else 409 `stale`, nothing written). */
async function saveSocialLinks(db: Db, input: SocialLinksRecord, edit: Edit): Promise<void> {
  await db.transaction(async (tx) => {
    const linkOf = sql.join(
      [
        sql`CASE ${socialLinks.network}`,
        ...socialNetworks.map((network) => sql`WHEN ${network} THEN ${input[network]}`),
        sql`ELSE ${socialLinks.link} END`,
      ],
      sql` `,
    );
    const saved = await tx
      .update(socialLinks)
      .set({ link: linkOf, ...nextVersion(socialLinks, edit.by) })
      .where(stillAt(socialLinks, edit.version))
      .returning({ network: socialLinks.network });
    if (saved.length === 0) {
      // No row matched though some are stored: another save came first. A set with no row at all (a
      // database that was never seeded) is at version 1.
      const current = (await currentVersion(tx, socialLinks, someRow)) ?? neverSaved;
      if (current.version !== edit.version) throw staleRecord(current);
    }
    // A network with no row yet gets one, at the set's new version.
    const missing = socialNetworks.filter((network) => !saved.some((row) => row.network === network));
    if (missing.length === 0) return;
    const inserted = await tx
      .insert(socialLinks)
      .values(
        missing.map((network) => ({
          network,
          link: input[network],
          version: edit.version + 1,
          updatedAt: new Date(),
          updatedBy: edit.by,
        })),
      )
      .onConflictDoNothing()
      .returning({ network: socialLinks.network });
    // Another first save of an empty set inserted them meanwhile.
    if (inserted.length !== missing.length) {
      throw staleRecord((await currentVersion(tx, socialLinks, someRow)) ?? neverSaved);
    }
  });
}

export function socialRoutes({ app, db, changed }: StaffRouter): void {
  app.get('/social-links', async (c) => c.json({ data: await socialLinksForEditing(db) }));

  // Saved from the version the editor was opened with (409 `stale` when another saved since).
  app.put('/social-links', async (c) => {
    const { version, ...input } = await jsonBody(c, withVersion(socialLinksInputSchema));
    await saveSocialLinks(db, input, { by: c.get('staff').id, version });
    await changed(c, 'social.update', 'social-links');
    return c.json({ data: { ...input, version: version + 1 } });
  });
}
