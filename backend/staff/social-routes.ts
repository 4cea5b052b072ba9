import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { socialLinksInputSchema, socialNetworks } from '../../lib/contract/social-input';
import { socialLinks } from '../db/schema';
import type { Deps } from '../http/deps';
import { jsonBody } from '../http/json-body';
import type { StaffEnv } from './require-staff';
import { staffRouter } from './staff-router';

/** The agency's social links, shown in the site's footer: read and replaced by the staff. */
export function socialRoutes(deps: Deps): Hono<StaffEnv> {
  const { db } = deps;
  const { app, changed } = staffRouter(deps, ['/social-links']);

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
    await changed(c, 'social.update', 'social-links');
    return c.json({ data: input });
  });

  return app;
}
