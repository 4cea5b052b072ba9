import type { Hono } from 'hono';
import { withVersion } from '../../lib/contract/record-version';
import { socialLinksInputSchema } from '../../lib/contract/social-input';
import type { Deps } from '../http/deps';
import { jsonBody } from '../http/json-body';
import type { StaffEnv } from './require-staff';
import { saveSocialLinks, socialLinksForEditing } from './social-links';
import { staffRouter } from './staff-router';

/** The agency's social links, shown in the site's footer: read and replaced by the staff. */
export function socialRoutes(deps: Deps): Hono<StaffEnv> {
  const { db } = deps;
  const { app, changed } = staffRouter(deps, ['/social-links']);

  app.get('/social-links', async (c) => c.json({ data: await socialLinksForEditing(db) }));

  // Saved from the version the editor was opened with (409 `stale` when another saved since).
  app.put('/social-links', async (c) => {
    const { version, ...input } = await jsonBody(c, withVersion(socialLinksInputSchema));
    await saveSocialLinks(db, input, { by: c.get('staff').id, version });
    await changed(c, 'social.update', 'social-links');
    return c.json({ data: { ...input, version: version + 1 } });
  });

  return app;
}
