import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { talents } from '../db/schema';
import { talentGalleries, talentInputSchema } from '../../lib/contract/talent-input';
import { categories } from '../../lib/vocabulary/categories';
import { uploadLimits } from '../../lib/contract/upload-limits';
import { notFound, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { readForm } from '../submissions/form';
import { checkedPictures, countPictures } from './checked-pictures';
import { recordRoutes } from './record-routes';
import { listQuery, rowId, rowIds, type StaffRouter } from './staff-router';
import { addPictures, orderPictures, removeCover, removePicture } from './talent-pictures';
import { loadProfile, previewable } from '../mf/profile';
import { moveToTrash, setPublished } from './trash';
import { listTalents, saveTalent, tagChoices, talentForEditing } from './talents';

/** The roster for the staff: list, read, create, edit, hide, delete, and each gallery's pictures. */
export function talentRoutes(router: StaffRouter): void {
  const { app, db, deps, changed, removal } = router;

  app.get('/tags', async (c) => c.json({ data: await tagChoices(db) }));

  app.get('/talents', async (c) =>
    c.json(await listTalents(deps, listQuery(c, { category: z.enum(categories).optional() }, 24))),
  );

  recordRoutes(router, {
    name: 'talent',
    schema: talentInputSchema,
    read: (id) => talentForEditing(deps, id),
    save: (id, input, by, version) => saveTalent(db, id, input, by, version),
    remove: (id) => moveToTrash(db, 'talent', eq(talents.id, id)),
    publish: (id, published) => setPublished(db, 'talent', id, published),
  });

  app.post('/talents/:id/pictures', limitBody(uploadLimits.pictures.bodyBytes), async (c) => {
    const { id } = rowIds(c);
    const { fields, files, errors } = await readForm(c);
    const gallery = z.enum(talentGalleries).safeParse(fields.gallery);
    if (!gallery.success) errors.gallery = ['invalid'];
    countPictures(files, errors);
    if (Object.keys(errors).length > 0 || !gallery.success) throw validationError(errors);
    const pictures = await checkedPictures(files);
    const ids = await addPictures(deps, id, gallery.data, pictures);
    await changed(c, 'talent.pictures', `talent:${id}`, `${gallery.data} +${pictures.length}`);
    return c.json({ data: { ids } }, 201);
  });

  app.put('/talents/:id/pictures/order', async (c) => {
    const { id } = rowIds(c);
    const body = await jsonBody(
      c,
      z.object({ gallery: z.enum(talentGalleries), order: z.array(rowId).max(500) }),
    );
    await orderPictures(db, id, body.gallery, body.order);
    await changed(c, 'talent.order', `talent:${id}`, body.gallery);
    return c.json({ data: { order: body.order } });
  });

  // A draft as its public profile would show it: the profile call's answer, for the staff's preview.
  app.get('/talents/:id/preview', async (c) => {
    const profile = await loadProfile(deps, rowIds(c).id, 'pt', previewable);
    if (!profile) throw notFound('Unknown talent.');
    return c.json({ data: profile });
  });

  app.delete('/talents/:id/cover', async (c) => {
    const { id } = rowIds(c);
    if (!(await removeCover(deps, id))) throw notFound('Unknown talent.');
    await changed(c, 'talent.cover_delete', `talent:${id}`);
    return c.body(null, 204);
  });

  app.delete(
    '/talents/:id/pictures/:picture',
    removal('talent', 'picture', (id, picture) => removePicture(deps, id, picture)),
  );
}
