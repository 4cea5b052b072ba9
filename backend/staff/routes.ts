import { Hono } from 'hono';
import { requireToken } from '../http/auth';
import type { Deps } from '../http/deps';
import { notifyRoutes } from './notify-routes';
import { accountRoutes } from './account-routes';
import { staffInboxRoutes } from './inbox-routes';
import { postRoutes } from './post-routes';
import { postSlideRoutes } from './post-slide-routes';
import { talentRoutes } from './talent-routes';
import { talentVideoRoutes } from './talent-video-routes';
import type { StaffEnv } from './require-staff';
import { sessionRoutes } from './session-routes';
import { slideRoutes } from './slide-routes';
import { socialRoutes } from './social-routes';
import { trashRoutes } from './trash-routes';

/**
 * The staff service under the panel's `/api/staff` (docs/staff.md): only the site calls it, with its panel
 * token, and forwards the staff member's session for everything but the sign-in.
 */
export function staffRoutes(deps: Deps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  app.use('*', requireToken(deps.db, 'panel'));
  app.route('/', sessionRoutes(deps));
  app.route('/', staffInboxRoutes(deps));
  app.route('/', notifyRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', talentRoutes(deps));
  app.route('/', talentVideoRoutes(deps));
  app.route('/', postRoutes(deps));
  app.route('/', postSlideRoutes(deps));
  app.route('/', socialRoutes(deps));
  app.route('/', slideRoutes(deps));
  app.route('/', trashRoutes(deps));
  return app;
}
