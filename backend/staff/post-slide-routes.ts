import { Hono } from 'hono';
import { z } from 'zod';
import { uploadLimits } from '../../lib/contract/upload-limits';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { notifySite } from '../lib/revalidate';
import { readForm } from '../submissions/form';
import { audit } from './audit';
import { checkedPictures } from './checked-pictures';
import { addPostSlides, orderPostSlides, removePostSlide } from './post-slides';
import { requireStaff, type StaffEnv } from './require-staff';

const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The pictures under a news post: added (up to 10 at a time), put in order, removed. */
export function postSlideRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, config } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/posts/:id/slides', requireStaff(deps));
  app.use('/posts/:id/slides/*', requireStaff(deps));
  const published = () => notifySite(config, ['posts'], { now: true });

  app.post('/posts/:id/slides', limitBody(uploadLimits.pictures.bodyBytes), async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const { files, errors } = await readForm(c);
    if (files.size === 0) errors.pictures = ['required'];
    if (files.size > uploadLimits.pictures.files) errors.pictures = ['too_many'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const ids = await addPostSlides(deps, id, await checkedPictures(files));
    await audit(db, c.get('staff'), 'post.slides', `post:${id}`, `+${ids.length}`);
    await published();
    return c.json({ data: { ids } }, 201);
  });

  app.put('/posts/:id/slides/order', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const { order } = await jsonBody(c, z.object({ order: z.array(rowId).max(500) }));
    await orderPostSlides(deps, id, order);
    await audit(db, c.get('staff'), 'post.slide_order', `post:${id}`);
    await published();
    return c.json({ data: { order } });
  });

  app.delete('/posts/:id/slides/:slide', async (c) => {
    const { id, slide } = parseOrThrow(z.object({ id: rowId, slide: rowId }), c.req.param());
    if (!(await removePostSlide(deps, id, slide))) throw notFound('Unknown slide.');
    await audit(db, c.get('staff'), 'post.slide_delete', `post:${id}`, String(slide));
    await published();
    return c.body(null, 204);
  });

  return app;
}
