import type { Hono } from 'hono';
import { z } from 'zod';
import { slideFieldsSchema, slideOrderSchema, slideTypes } from '../../lib/contract/slide-input';
import { inMegabytes, uploadLimits } from '../../lib/contract/upload-limits';
import type { Deps } from '../http/deps';
import { addFieldError, HttpError, notFound, parseOrThrow, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { sniffVideo } from '../lib/mime';
import { readForm } from '../submissions/form';
import type { StaffEnv } from './require-staff';
import { addSlide, deleteSlide, listSlides, orderSlides, type NewSlide } from './slides';
import { checkedPictures } from './checked-pictures';
import { rowIds, staffRouter } from './staff-router';
import { setPublished } from './visibility';

/** A slide: its video or its pictures (lib/contract/upload-limits.ts). */
const limit = uploadLimits.slide;

/** The home's and the reach-out page's slides: list, add (image or video), order, delete. */
export function slideRoutes(deps: Deps): Hono<StaffEnv> {
  const { app, changed } = staffRouter(deps, ['/slides', '/slides/*']);

  app.get('/slides', async (c) => {
    const { type } = parseOrThrow(z.object({ type: z.enum(slideTypes) }), c.req.query());
    return c.json({ data: await listSlides(deps, type) });
  });

  app.post('/slides', limitBody(limit.bodyBytes), async (c) => {
    const { fields, files, errors } = await readForm(c);
    const parsed = slideFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_');
        addFieldError(errors, field, issue.code === 'too_small' ? 'required' : 'invalid');
      }
    }
    const wanted = parsed.data?.kind === 'video' ? ['video', 'poster'] : ['mobile', 'desktop'];
    for (const name of wanted) if (!files.get(name)?.size) addFieldError(errors, name, 'required');
    for (const name of files.keys()) if (!wanted.includes(name)) addFieldError(errors, name, 'unexpected');
    if (Object.keys(errors).length > 0 || !parsed.success) throw validationError(errors);

    const { type, kind, alt } = parsed.data;
    let slide: NewSlide;
    if (kind === 'image') {
      const [mobile, desktop] = await checkedPictures(
        new Map(['mobile', 'desktop'].map((name) => [name, files.get(name)!])),
        limit,
      );
      slide = { kind, alt, mobile: mobile!, desktop: desktop! };
    } else {
      const file = files.get('video')!;
      if (file.size > limit.videoBytes) {
        throw new HttpError(413, `The video is larger than ${inMegabytes(limit.videoBytes)}.`, {
          video: ['too_large'],
        });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const video = sniffVideo(bytes.subarray(0, 16));
      if (!video) throw new HttpError(415, 'Videos must be MP4 or WebM files.', { video: ['type'] });
      const [poster] = await checkedPictures(new Map([['poster', files.get('poster')!]]), limit);
      slide = { kind, alt, video: { bytes, type: video }, poster: poster! };
    }
    const id = await addSlide(deps, type, slide);
    await changed(c, 'slide.create', `slide:${id}`, type);
    return c.json({ data: { id } }, 201);
  });

  app.put('/slides/order', async (c) => {
    const { type, order } = await jsonBody(c, slideOrderSchema);
    await orderSlides(deps, type, order);
    await changed(c, 'slide.order', `slides:${type}`);
    return c.json({ data: { order } });
  });

  app.put('/slides/:id/published', async (c) => {
    const { id } = rowIds(c);
    const { published } = await jsonBody(c, z.object({ published: z.boolean() }));
    if (!(await setPublished(deps.db, 'slide', id, published))) throw notFound('Unknown slide.');
    await changed(c, published ? 'slide.publish' : 'slide.unpublish', `slide:${id}`);
    return c.json({ data: { id, published } });
  });

  app.delete('/slides/:id', async (c) => {
    const { id } = rowIds(c);
    const type = await deleteSlide(deps, id);
    if (!type) throw notFound('Unknown slide.');
    await changed(c, 'slide.delete', `slide:${id}`, type);
    return c.body(null, 204);
  });

  return app;
}
