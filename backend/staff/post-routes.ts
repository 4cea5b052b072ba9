import { Hono } from 'hono';
import { z } from 'zod';
import { postInputSchema, postLanguages, postPictures } from '../../lib/contract/post-input';
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
import { deletePost, listPosts, postForEditing, savePost, setPostPicture } from './posts';
import { requireStaff, type StaffEnv } from './require-staff';

const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The news for the staff: list, read, create, edit, delete, and each post's cover and thumbnail. */
export function postRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, config } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/posts', requireStaff(deps));
  app.use('/posts/*', requireStaff(deps));
  const published = () => notifySite(config, ['posts'], { now: true });

  app.get('/posts', async (c) => {
    const query = parseOrThrow(
      z.object({
        language: z.enum(postLanguages).optional(),
        q: z.string().trim().max(100).optional(),
        page: pageNumber,
        per_page: z.coerce.number().int().min(1).max(100).default(20),
      }),
      c.req.query(),
    );
    return c.json(
      await listPosts(deps, {
        language: query.language,
        q: query.q || undefined,
        page: query.page,
        perPage: query.per_page,
      }),
    );
  });

  app.post('/posts', async (c) => {
    const input = await jsonBody(c, postInputSchema);
    const id = (await savePost(db, null, input))!;
    await audit(db, c.get('staff'), 'post.create', `post:${id}`);
    await published();
    return c.json({ data: { id } }, 201);
  });

  app.get('/posts/:id', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const post = await postForEditing(deps, id);
    if (!post) throw notFound('Unknown post.');
    return c.json({ data: post });
  });

  app.put('/posts/:id', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const input = await jsonBody(c, postInputSchema);
    if ((await savePost(db, id, input)) === null) throw notFound('Unknown post.');
    await audit(db, c.get('staff'), 'post.update', `post:${id}`);
    await published();
    return c.json({ data: { id } });
  });

  app.delete('/posts/:id', async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    if (!(await deletePost(deps, id))) throw notFound('Unknown post.');
    await audit(db, c.get('staff'), 'post.delete', `post:${id}`);
    await published();
    return c.body(null, 204);
  });

  app.post('/posts/:id/pictures', limitBody(uploadLimits.postPicture.bodyBytes), async (c) => {
    const { id } = parseOrThrow(z.object({ id: rowId }), c.req.param());
    const { fields, files, errors } = await readForm(c);
    const which = z.enum(postPictures).safeParse(fields.picture);
    const file = files.get('file');
    if (!which.success) errors.picture = ['invalid'];
    if (!file || files.size !== 1) errors.file = ['required'];
    if (Object.keys(errors).length > 0 || !which.success || !file) throw validationError(errors);
    const [clean] = await checkedPictures(new Map([['file', file]]), uploadLimits.postPicture);
    await setPostPicture(deps, id, which.data, clean!);
    await audit(db, c.get('staff'), 'post.picture', `post:${id}`, which.data);
    await published();
    return c.json({ data: { id } }, 201);
  });

  return app;
}
