import { Hono, type MiddlewareHandler } from 'hono';
import { serviceBodyBytes } from '../lib/contract/upload-limits';
import { secureHeaders } from 'hono/secure-headers';
import { backupRoutes } from './backup/backup-route';
import { galleryRoute } from './mf/gallery-route';
import { mfReadRoutes } from './mf/read-routes';
import { talentsRoute } from './mf/talents-route';
import { contentRoutes } from './panel/content-routes';
import { inboxRoutes } from './operator/inbox-routes';
import { submissionRoutes } from './panel/submission-routes';
import { operatorRoutes } from './staff/account-routes';
import { staffRoutes } from './staff/routes';
import type { Deps } from './http/deps';
import { limitBody } from './http/body-limit';
import { inputGuard } from './http/input-guard';
import { errorResponse } from './http/errors';
import { healthRoutes, type Readiness } from './http/health';
import { backendHostRule, hostCheck } from './http/host-check';
import { mediaRoutes } from './http/media';
import { signInRoute } from './http/sign-in';

const jsonLimit = limitBody(serviceBodyBytes);

/** The staff service's bodies are small JSON, but for pictures and slides, which carry their own, larger bound. */
const staffBodyLimit: MiddlewareHandler = (c, next) =>
  c.req.method === 'POST' && /\/(pictures|slides)$/.test(c.req.path) ? next() : jsonLimit(c, next);

/**
 * The whole HTTP surface: the health probes, the panel service, the mf service and public media. Assembled
 * here, above the rooms it gathers, so that `http/` stays the helpers every service uses.
 */
export function createApp(deps: Deps, readiness: Readiness): Hono {
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  // Every answer, errors and media included: an API and file server, so nothing may be framed, sniffed or
  // run as a page.
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
      crossOriginResourcePolicy: 'cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('*', hostCheck(backendHostRule(deps.config.publicUrl, deps.config.host)));
  app.use('*', inputGuard);

  app.route('/', healthRoutes(deps, readiness));
  app.route('/media', mediaRoutes(deps.media));

  const panel = new Hono();
  // Submissions carry files and set their own, larger bound.
  panel.route('/', submissionRoutes(deps));
  panel.use('/api/login', jsonLimit);
  panel.route('/', signInRoute(deps, 'panel'));
  panel.route('/', contentRoutes(deps));
  panel.route('/', inboxRoutes(deps));
  panel.use('/api/staff/*', staffBodyLimit);
  panel.route('/api/staff', staffRoutes(deps));
  panel.use('/api/operator/*', jsonLimit);
  panel.route('/api/operator', operatorRoutes(deps));
  panel.route('/api/operator', backupRoutes(deps));
  app.route('/panel', panel);

  const mf = new Hono();
  mf.use('*', jsonLimit);
  mf.route('/', signInRoute(deps, 'mf'));
  mf.route('/', talentsRoute(deps));
  mf.route('/', mfReadRoutes(deps));
  mf.route('/', galleryRoute(deps));
  app.route('/mf', mf);

  return app;
}
