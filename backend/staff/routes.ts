import type { Hono } from 'hono';
import { requireToken } from '../http/auth';
import type { Deps } from '../http/deps';
import { accountRoutes } from './account-routes';
import { staffInboxRoutes } from './inbox-routes';
import { postRoutes, talentRoutes } from './record-routes';
import { postSlideRoutes } from './post-slides';
import { sessionRoutes } from './session-routes';
import { slideRoutes } from './slides';
import { socialRoutes } from './social-links';
import { requireStaff, staffRouter, type StaffEnv } from './staff-router';
import { talentVideoRoutes } from './talent-videos';
import { trashRoutes } from './trash-list';

/**
 * The staff service under the panel's `/api/staff` (docs/staff.md): only the site calls it, with its panel
 * token, and forwards the staff member's session for everything but the sign-in.
 */
export function staffRoutes(deps: Deps): Hono<StaffEnv> {
  const router = staffRouter(deps);
  router.app.use('*', requireToken(deps.db, 'panel'));
  // The sign-in comes before the session check, which every later route is behind.
  sessionRoutes(router);
  router.app.use('*', requireStaff(deps));
  for (const routes of [
    staffInboxRoutes,
    accountRoutes,
    talentRoutes,
    talentVideoRoutes,
    postRoutes,
    postSlideRoutes,
    socialRoutes,
    slideRoutes,
    trashRoutes,
  ]) {
    routes(router);
  }
  return router.app;
}
