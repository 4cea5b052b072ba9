import type { Hono } from 'hono';
import { z } from 'zod';
import { uploadLimits } from '../../lib/contract/upload-limits';
import type { Deps } from '../http/deps';
import { validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { readForm } from '../submissions/form';
import { checkedPictures, countPictures } from './checked-pictures';
import { addPostSlides, orderPostSlides, removePostSlide } from './post-slides';
import type { StaffEnv } from './require-staff';
import { rowId, rowIds, staffRouter } from './staff-router';

/** The pictures under a news post: added (up to 10 at a time), put in order, removed. */
export function postSlideRoutes(deps: Deps): Hono<StaffEnv> {
  const paths = ['/posts/:id/slides', '/posts/:id/slides/*'];
  const { app, changed, removal } = staffRouter(deps, paths);

  app.post('/posts/:id/slides', limitBody(uploadLimits.pictures.bodyBytes), async (c) => {
    const { id } = rowIds(c);
    const { files, errors } = await readForm(c);
    countPictures(files, errors);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const ids = await addPostSlides(deps, id, await checkedPictures(files));
    await changed(c, 'post.slides', `post:${id}`, `+${ids.length}`);
    return c.json({ data: { ids } }, 201);
  });

  app.put('/posts/:id/slides/order', async (c) => {
    const { id } = rowIds(c);
    const { order } = await jsonBody(c, z.object({ order: z.array(rowId).max(500) }));
    await orderPostSlides(deps, id, order);
    await changed(c, 'post.slide_order', `post:${id}`);
    return c.json({ data: { order } });
  });

  app.delete(
    '/posts/:id/slides/:slide',
    removal('post', 'slide', (id, slide) => removePostSlide(deps, id, slide)),
  );

  return app;
}
