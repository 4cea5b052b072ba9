import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { posts } from '../db/schema';
import { postInputSchema, postLanguages, postPictures } from '../../lib/contract/post-input';
import { uploadLimits } from '../../lib/contract/upload-limits';
import { notFound, validationError } from '../http/errors';
import { limitBody } from '../http/body-limit';
import { readForm } from '../submissions/form';
import { checkedPictures } from './checked-pictures';
import { recordRoutes } from './record-routes';
import { postDetail } from '../panel/post-detail';
import { moveToTrash, setPublished } from './trash';
import { listPosts, livePost, livePostRow, postForEditing, savePost } from './posts';
import { setPostPicture } from './post-pictures';
import { listQuery, rowIds, type StaffRouter } from './staff-router';

/** The news for the staff: list, read, create, edit, delete, and each post's cover and thumbnail. */
export function postRoutes(router: StaffRouter): void {
  const { app, db, deps, changed } = router;

  app.get('/posts', async (c) =>
    c.json(await listPosts(deps, listQuery(c, { language: z.enum(postLanguages).optional() }, 20))),
  );

  recordRoutes(router, {
    name: 'post',
    schema: postInputSchema,
    read: (id) => postForEditing(deps, id),
    save: (id, input, by, version) => savePost(db, id, input, by, version),
    remove: (id) => moveToTrash(db, 'post', and(eq(posts.id, id), livePost)),
    publish: (id, published) => setPublished(db, 'post', id, published, livePost),
  });

  // A draft as its public page would show it: the post call's answer, for the staff's preview.
  app.get('/posts/:id/preview', async (c) => {
    const post = await livePostRow(db, rowIds(c).id);
    if (!post) throw notFound('Unknown post.');
    return c.json({ data: await postDetail(deps, post) });
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
