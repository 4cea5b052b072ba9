import { Hono } from 'hono';
import { z } from 'zod';
import { videoFromLink } from '../../lib/contract/video';
import type { Deps } from '../http/deps';
import { HttpError, notFound, parseOrThrow } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { notifySite } from '../lib/revalidate';
import { audit } from './audit';
import { requireStaff, type StaffEnv } from './require-staff';
import { addVideo, removeVideo } from './talent-videos';

const rowId = z.coerce.number().int().min(1).max(2_147_483_647);
const linkSchema = z.object({ link: z.string().trim().min(1).max(300) });

/** A talent's videos: added by a YouTube or Vimeo link, removed. The talent's own editor lists them. */
export function talentVideoRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, config } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/talents/:id/videos', requireStaff(deps));
  app.use('/talents/:id/videos/*', requireStaff(deps));
  const published = () => notifySite(config, ['talents'], { now: true });

  app.post('/talents/:id/videos', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const { link } = await jsonBody(c, linkSchema);
    const video = videoFromLink(link);
    if (!video) throw new HttpError(400, 'The link names no YouTube or Vimeo video.', { link: ['video'] });
    const videoId = await addVideo(db, id, video);
    await audit(db, c.get('staff'), 'talent.video', `talent:${id}`, `${video.provider}:${video.file}`);
    await published();
    return c.json({ data: { id: videoId } }, 201);
  });

  app.delete('/talents/:id/videos/:video', async (c) => {
    const { id, video } = parseOrThrow(z.object({ id: rowId, video: rowId }), c.req.param());
    if (!(await removeVideo(db, id, video))) throw notFound('Unknown video.');
    await audit(db, c.get('staff'), 'talent.video_delete', `talent:${id}`, String(video));
    await published();
    return c.body(null, 204);
  });

  return app;
}
