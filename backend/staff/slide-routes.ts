import { Hono } from 'hono';
import { z } from 'zod';
import { slideFieldsSchema, slideOrderSchema, slideTypes } from '../../lib/contract/slide-input';
import type { Deps } from '../http/deps';
import { addFieldError, HttpError, notFound, parseOrThrow, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { cleanImage } from '../lib/clean-image';
import { sniffVideo } from '../lib/mime';
import { notifySite } from '../lib/revalidate';
import { readForm } from '../submissions/form';
import { audit } from './audit';
import { requireStaff, type StaffEnv } from './require-staff';
import { addSlide, deleteSlide, listSlides, orderSlides, type NewSlide } from './slides';
import { MAX_PICTURE_BYTES } from './checked-pictures';

/** A slide's looping video: short, muted, and shown to every visitor of the home. */
export const MAX_VIDEO_BYTES = 32 * 1024 * 1024;
/** The largest slide: a video and its poster, with the form's framing. */
export const MAX_SLIDE_BYTES = MAX_VIDEO_BYTES + MAX_PICTURE_BYTES + 64 * 1024;

const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

const tooLarge = (field: string, what: string) =>
  new HttpError(413, `${what} is too large.`, { [field]: ['too_large'] });

/** The home's and the reach-out page's slides: list, add (image or video), order, delete. */
export function slideRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, config } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/slides', requireStaff(deps));
  app.use('/slides/*', requireStaff(deps));
  const published = () => notifySite(config, ['slides'], { now: true });

  app.get('/slides', async (c) => {
    const { type } = parseOrThrow(z.object({ type: z.enum(slideTypes) }), c.req.query());
    return c.json({ data: await listSlides(deps, type) });
  });

  app.post('/slides', limitBody(MAX_SLIDE_BYTES), async (c) => {
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

    const picture = async (name: string) => {
      const file = files.get(name)!;
      if (file.size > MAX_PICTURE_BYTES) throw tooLarge(name, 'A picture');
      const clean = await cleanImage(new Uint8Array(await file.arrayBuffer()));
      if (!clean) throw new HttpError(415, 'Pictures must be PNG, GIF or JPEG images.', { [name]: ['type'] });
      return clean;
    };
    const { type, kind, alt } = parsed.data;
    let slide: NewSlide;
    if (kind === 'image') {
      slide = { kind, alt, mobile: await picture('mobile'), desktop: await picture('desktop') };
    } else {
      const file = files.get('video')!;
      if (file.size > MAX_VIDEO_BYTES) throw tooLarge('video', 'The video');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const video = sniffVideo(bytes.subarray(0, 16));
      if (!video) throw new HttpError(415, 'Videos must be MP4 or WebM files.', { video: ['type'] });
      slide = { kind, alt, video: { bytes, type: video }, poster: await picture('poster') };
    }
    const id = await addSlide(deps, type, slide);
    await audit(db, c.get('staff'), 'slide.create', `slide:${id}`, type);
    await published();
    return c.json({ data: { id } }, 201);
  });

  app.put('/slides/order', async (c) => {
    const { type, order } = await jsonBody(c, slideOrderSchema);
    await orderSlides(deps, type, order);
    await audit(db, c.get('staff'), 'slide.order', `slides:${type}`);
    await published();
    return c.json({ data: { order } });
  });

  app.delete('/slides/:id', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const type = await deleteSlide(deps, id);
    if (!type) throw notFound('Unknown slide.');
    await audit(db, c.get('staff'), 'slide.delete', `slide:${id}`, type);
    await published();
    return c.body(null, 204);
  });

  return app;
}
