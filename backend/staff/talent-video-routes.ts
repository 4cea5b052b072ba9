import type { Hono } from 'hono';
import { z } from 'zod';
import { videoFromLink } from '../../lib/contract/video';
import type { Deps } from '../http/deps';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import type { StaffEnv } from './require-staff';
import { rowIds, staffRouter } from './staff-router';
import { addVideo, removeVideo } from './talent-videos';

const linkSchema = z.object({ link: z.string().trim().min(1).max(300) });

/** A talent's videos: added by a YouTube or Vimeo link, removed. The talent's own editor lists them. */
export function talentVideoRoutes(deps: Deps): Hono<StaffEnv> {
  const { db } = deps;
  const paths = ['/talents/:id/videos', '/talents/:id/videos/*'];
  const { app, changed, removal } = staffRouter(deps, paths);

  app.post('/talents/:id/videos', async (c) => {
    const { id } = rowIds(c);
    const { link } = await jsonBody(c, linkSchema);
    const video = videoFromLink(link);
    if (!video) throw new HttpError(400, 'The link names no YouTube or Vimeo video.', { link: ['video'] });
    const videoId = await addVideo(db, id, video);
    await changed(c, 'talent.video', `talent:${id}`, `${video.provider}:${video.file}`);
    return c.json({ data: { id: videoId } }, 201);
  });

  app.delete(
    '/talents/:id/videos/:video',
    removal('talent', 'video', (id, video) => removeVideo(db, id, video)),
  );

  return app;
}
