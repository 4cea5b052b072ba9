import { and, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { withVersion } from '../../lib/contract/record-version';
import { postInputSchema, postLanguages, postPictures } from '../../lib/contract/post-input';
import { talentGalleries, talentInputSchema } from '../../lib/contract/talent-input';
import { uploadLimits } from '../../lib/contract/upload-limits';
import { categories } from '../../lib/vocabulary/categories';
import { mediaItems } from '../db/schema';
import { HttpError, notFound, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { loadProfile, previewable } from '../mf/profile';
import { postDetail } from '../panel/post-detail';
import { readForm } from '../submissions/form';
import { checkedPictures, countPictures } from './checked-pictures';
import { setPostPicture } from './post-pictures';
import { putInOrder } from './order';
import { listPosts, livePost, livePostRow, postForEditing, savePost } from './posts';
import { listQuery, rowId, rowIds, type StaffRouter } from './staff-router';
import { addPictures, removeCover } from './talent-pictures';
import { listTalents, saveTalent, tagChoices, talentForEditing } from './talents';
import { moveToTrash, publishRoute, trashTables } from './trash';

/** What the staff keep as one record under `/${name}s`: a news post or a talent. */
type EditedRecord<S extends z.ZodObject> = {
  name: 'post' | 'talent';
  schema: S;
  /** A page of the list, as the request's query asks (listQuery). */
  list(c: Context): Promise<unknown>;
  /** The record as its editor shows it, or null when there is none. */
  read(id: number): Promise<unknown>;
  /** The record as its public page would show it, draft or not, or null when there is none. */
  preview(id: number): Promise<unknown>;
  /**
   * Creates (`id` null: a draft, hidden until published) or replaces a record still at `version` (else 409
   * `stale`, versions.ts), `by` the staff member's account; answers its id, or null for no such record.
   */
  save(id: number | null, input: z.output<S>, by: number, version: number | null): Promise<number | null>;
  /** What narrows the table to the records of this kind, besides those in the trash. */
  live?: SQL;
};

/**
 * A record's list, create, read, replace, preview, publish and move to the trash; 404 for an unknown one,
 * each change audited.
 */
function recordRoutes<S extends z.ZodObject>(router: StaffRouter, record: EditedRecord<S>) {
  const { app, db, changed } = router;
  const { name } = record;
  const found = <T>(value: T) => {
    if (!value) throw notFound(`Unknown ${name}.`);
    return value;
  };

  app.get(`/${name}s`, async (c) => c.json(await record.list(c)));

  app.post(`/${name}s`, async (c) => {
    const id = (await record.save(null, await jsonBody(c, record.schema), c.get('staff').id, null))!;
    await changed(c, `${name}.create`, `${name}:${id}`);
    return c.json({ data: { id } }, 201);
  });

  app.get(`/${name}s/:id`, async (c) => c.json({ data: found(await record.read(rowIds(c).id)) }));

  // A draft as its public page would show it, for the staff's preview.
  app.get(`/${name}s/:id/preview`, async (c) => c.json({ data: found(await record.preview(rowIds(c).id)) }));

  // A save names the version it was edited from; the answer gives the record's next one, which the editor
  // sends with its next save.
  const saveSchema = withVersion(record.schema);
  app.put(`/${name}s/:id`, async (c) => {
    const { id } = rowIds(c);
    const body = (await jsonBody(c, saveSchema)) as z.output<S> & { version: number };
    const { version, ...fields } = body;
    found(await record.save(id, fields as unknown as z.output<S>, c.get('staff').id, version));
    await changed(c, `${name}.update`, `${name}:${id}`);
    return c.json({ data: { id, version: version + 1 } });
  });

  publishRoute(router, name, record.live);

  app.delete(`/${name}s/:id`, async (c) => {
    const { id } = rowIds(c);
    found(await moveToTrash(db, name, and(eq(trashTables[name].id, id), record.live)));
    await changed(c, `${name}.delete`, `${name}:${id}`);
    return c.body(null, 204);
  });
}

/** The roster for the staff: its records, and each gallery's pictures. */
export function talentRoutes(router: StaffRouter): void {
  const { app, db, deps, changed, removal } = router;

  app.get('/tags', async (c) => c.json({ data: await tagChoices(db) }));

  recordRoutes(router, {
    name: 'talent',
    schema: talentInputSchema,
    list: (c) => listTalents(deps, listQuery(c, { category: z.enum(categories).optional() }, 24)),
    read: (id) => talentForEditing(deps, id),
    preview: (id) => loadProfile(deps, id, 'pt', previewable),
    save: (id, input, by, version) => saveTalent(db, id, input, by, version),
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
    const schema = z.object({ gallery: z.enum(talentGalleries), order: z.array(rowId).max(500) });
    const { gallery, order } = await jsonBody(c, schema);
    const refusal = () =>
      new HttpError(400, 'The order must name every picture of the gallery once.', { order: ['mismatch'] });
    const scope = and(eq(mediaItems.talentId, id), eq(mediaItems.gallery, gallery))!;
    await putInOrder(db, mediaItems, scope, order, refusal);
    await changed(c, 'talent.order', `talent:${id}`, gallery);
    return c.json({ data: { order } });
  });

  app.delete('/talents/:id/cover', async (c) => {
    const { id } = rowIds(c);
    if (!(await removeCover(deps, id))) throw notFound('Unknown talent.');
    await changed(c, 'talent.cover_delete', `talent:${id}`);
    return c.body(null, 204);
  });

  app.delete(
    '/talents/:id/pictures/:picture',
    removal('talent', 'picture', (id, picture) =>
      moveToTrash(db, 'picture', and(eq(mediaItems.id, picture), eq(mediaItems.talentId, id))),
    ),
  );
}

/** The news for the staff: its records, and each post's cover and thumbnail. */
export function postRoutes(router: StaffRouter): void {
  const { app, db, deps, changed } = router;

  recordRoutes(router, {
    name: 'post',
    schema: postInputSchema,
    list: (c) => listPosts(deps, listQuery(c, { language: z.enum(postLanguages).optional() }, 20)),
    read: (id) => postForEditing(deps, id),
    preview: async (id) => {
      const post = await livePostRow(db, id);
      return post && postDetail(deps, post);
    },
    save: (id, input, by, version) => savePost(db, id, input, by, version),
    live: livePost,
  });

  app.post('/posts/:id/pictures', limitBody(uploadLimits.postPicture.bodyBytes), async (c) => {
    const { id } = rowIds(c);
    const { fields, files, errors } = await readForm(c);
    const which = z.enum(postPictures).safeParse(fields.picture);
    const file = files.get('file');
    if (!which.success) errors.picture = ['invalid'];
    if (!file || files.size !== 1) errors.file = ['required'];
    if (Object.keys(errors).length > 0 || !which.success || !file) throw validationError(errors);
    const [clean] = await checkedPictures(new Map([['file', file]]), uploadLimits.postPicture);
    await setPostPicture(deps, id, which.data, clean!);
    await changed(c, 'post.picture', `post:${id}`, which.data);
    return c.json({ data: { id } }, 201);
  });
}
