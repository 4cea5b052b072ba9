import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { socialLinksInputSchema, socialNetworks } from '../../lib/contract/social-input';
import { socialLinks } from '../db/schema';
import type { Deps } from '../http/deps';
import { jsonBody } from '../http/json-body';
import { notifySite } from '../lib/revalidate';
import { audit } from './audit';
import { requireStaff, type StaffEnv } from './require-staff';

/** The agency's social links, shown in the site's footer: read and replaced by the staff. */
export function socialRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, config } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/social-links', requireStaff(deps));

  app.get('/social-links', async (c) => {
    const rows = await db.select().from(socialLinks);
    const links = new Map(rows.map((row) => [row.network, row.link]));
    return c.json({ data: Object.fromEntries(socialNetworks.map((n) => [n, links.get(n) ?? ''])) });
  });

  app.put('/social-links', async (c) => {
    const input = await jsonBody(c, socialLinksInputSchema);
    await db
      .insert(socialLinks)
      .values(socialNetworks.map((network) => ({ network, link: input[network] })))
      .onConflictDoUpdate({ target: socialLinks.network, set: { link: sql`excluded.link` } });
    await audit(db, c.get('staff'), 'social.update', 'social-links');
    await notifySite(config, ['social-media'], { now: true });
    return c.json({ data: input });
  });

  return app;
}
