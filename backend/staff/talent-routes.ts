import { Hono } from 'hono';
import { z } from 'zod';
import { talentGalleries, talentInputSchema } from '../../lib/contract/talent-input';
import { categories } from '../../lib/vocabulary/categories';
import { uploadLimits } from '../../lib/contract/upload-limits';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { pageNumber } from '../http/pagination';
import { notifySite } from '../lib/revalidate';
import { readForm } from '../submissions/form';
import { audit } from './audit';
import { checkedPictures } from './checked-pictures';
import { requireStaff, type StaffEnv } from './require-staff';
import { addPictures, orderPictures, removePicture } from './talent-pictures';
import { deleteTalent, listTalents, saveTalent, tagChoices, talentForEditing } from './talents';

const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The roster for the staff: list, read, create, edit, hide, delete, and each gallery's pictures. */
export function talentRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, config } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/talents', requireStaff(deps));
  app.use('/talents/*', requireStaff(deps));
  app.use('/tags', requireStaff(deps));
  // The public pages show the change once the site has dropped its cached copies (docs/caching.md).
  const published = () => notifySite(config, ['talents'], { now: true });

  app.get('/tags', async (c) => c.json({ data: await tagChoices(db) }));

  app.get('/talents', async (c) => {
    const query = parseOrThrow(
      z.object({
        category: z.enum(categories).optional(),
        q: z.string().trim().max(100).optional(),
        page: pageNumber,
        per_page: z.coerce.number().int().min(1).max(100).default(24),
      }),
      c.req.query(),
    );
    return c.json(
      await listTalents(deps, {
        category: query.category,
        q: query.q || undefined,
        page: query.page,
        perPage: query.per_page,
      }),
    );
  });

  app.post('/talents', async (c) => {
    const input = await jsonBody(c, talentInputSchema);
    const id = (await saveTalent(db, null, input))!;
    await audit(db, c.get('staff'), 'talent.create', `talent:${id}`);
    await published();
    return c.json({ data: { id } }, 201);
  });

  app.get('/talents/:id', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const talent = await talentForEditing(deps, id);
    if (!talent) throw notFound('Unknown talent.');
    return c.json({ data: talent });
  });

  app.put('/talents/:id', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const input = await jsonBody(c, talentInputSchema);
    if ((await saveTalent(db, id, input)) === null) throw notFound('Unknown talent.');
    await audit(db, c.get('staff'), 'talent.update', `talent:${id}`, input.hidden ? 'hidden' : undefined);
    await published();
    return c.json({ data: { id } });
  });

  app.delete('/talents/:id', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    if (!(await deleteTalent(deps, id))) throw notFound('Unknown talent.');
    await audit(db, c.get('staff'), 'talent.delete', `talent:${id}`);
    await published();
    return c.body(null, 204);
  });

  app.post('/talents/:id/pictures', limitBody(uploadLimits.pictures.bodyBytes), async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const { fields, files, errors } = await readForm(c);
    const gallery = z.enum(talentGalleries).safeParse(fields.gallery);
    if (!gallery.success) errors.gallery = ['invalid'];
    const names = [...files.keys()];
    if (names.length === 0) errors.pictures = ['required'];
    if (names.length > uploadLimits.pictures.files) errors.pictures = ['too_many'];
    if (Object.keys(errors).length > 0 || !gallery.success) throw validationError(errors);
    const pictures = await checkedPictures(files);
    const ids = await addPictures(deps, id, gallery.data, pictures);
    await audit(db, c.get('staff'), 'talent.pictures', `talent:${id}`, `${gallery.data} +${pictures.length}`);
    await published();
    return c.json({ data: { ids } }, 201);
  });

  app.put('/talents/:id/pictures/order', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const body = await jsonBody(
      c,
      z.object({ gallery: z.enum(talentGalleries), order: z.array(rowId).max(500) }),
    );
    await orderPictures(db, id, body.gallery, body.order);
    await audit(db, c.get('staff'), 'talent.order', `talent:${id}`, body.gallery);
    await published();
    return c.json({ data: { order: body.order } });
  });

  app.delete('/talents/:id/pictures/:picture', async (c) => {
    const { id, picture } = parseOrThrow(z.object({ id: rowId, picture: rowId }), c.req.param());
    if (!(await removePicture(deps, id, picture))) throw notFound('Unknown picture.');
    await audit(db, c.get('staff'), 'talent.picture_delete', `talent:${id}`, String(picture));
    await published();
    return c.body(null, 204);
  });

  return app;
}
