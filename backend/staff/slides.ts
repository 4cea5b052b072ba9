import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { slideFieldsSchema, slideOrderSchema, slideTypes } from '../../lib/contract/slide-input';
import { inMegabytes, uploadLimits } from '../../lib/contract/upload-limits';
import { slides } from '../db/schema';
import { addFieldError, HttpError, notFound, parseOrThrow, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { sniffVideo } from '../lib/mime';
import { readForm } from '../submissions/form';
import { checkedPictures } from './checked-pictures';
import { pick } from './pick';
import { nextPosition, putInOrder } from './order';
import { storeFiles, type NewFile } from './own-file';
import { rowIds, type StaffRouter } from './staff-router';
import { moveToTrash, publishRoute } from './trash';

// The home's and the reach-out page's slides as the staff keep them (docs/staff.md, "Slides").

const limit = uploadLimits.slide;

/** A new slide's checked files: a phone's and a desktop's picture, or a video and its poster. */
async function slideFiles(kind: 'image' | 'video', files: Map<string, File>): Promise<NewFile[]> {
  if (kind === 'image') {
    const pictures = ['mobile', 'desktop'].map((name) => [name, files.get(name)!] as const);
    const [mobile, desktop] = await checkedPictures(new Map(pictures), limit);
    return [
      ['mobile', mobile!],
      ['desktop', desktop!],
    ];
  }
  const file = files.get('video')!;
  if (file.size > limit.videoBytes) {
    throw new HttpError(413, `The video is larger than ${inMegabytes(limit.videoBytes)}.`, {
      video: ['too_large'],
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffVideo(bytes.subarray(0, 16));
  if (!type) throw new HttpError(415, 'Videos must be MP4 or WebM files.', { video: ['type'] });
  const [poster] = await checkedPictures(new Map([['poster', files.get('poster')!]]), limit);
  return [
    ['video', { bytes, type }],
    ['poster', poster!],
  ];
}

export function slideRoutes(router: StaffRouter): void {
  const { app, deps, changed } = router;
  app.get('/slides', async (c) => {
    const { type } = parseOrThrow(z.object({ type: z.enum(slideTypes) }), c.req.query());
    const rows = await deps.db
      .select()
      .from(slides)
      .where(and(eq(slides.type, type), isNull(slides.deletedAt)))
      .orderBy(asc(slides.position), asc(slides.id));
    const data = rows.map((row) => ({
      ...pick(row, ['id', 'kind', 'alt', 'hidden']),
      mobile: deps.mediaUrl(row.mobilePath),
      desktop: deps.mediaUrl(row.desktopPath),
      video: deps.mediaUrl(row.videoPath),
      poster: deps.mediaUrl(row.posterPath),
    }));
    return c.json({ data });
  });

  app.post('/slides', limitBody(limit.bodyBytes), async (c) => {
    const { fields, files, errors } = await readForm(c);
    const parsed = slideFieldsSchema.safeParse(fields);
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '_');
      addFieldError(errors, field, issue.code === 'too_small' ? 'required' : 'invalid');
    }
    const wanted = parsed.data?.kind === 'video' ? ['video', 'poster'] : ['mobile', 'desktop'];
    for (const name of wanted) if (!files.get(name)?.size) addFieldError(errors, name, 'required');
    for (const name of files.keys()) if (!wanted.includes(name)) addFieldError(errors, name, 'unexpected');
    if (Object.keys(errors).length > 0 || !parsed.success) throw validationError(errors);

    const { type, kind, alt } = parsed.data;
    const checked = await slideFiles(kind, files);
    const id = await storeFiles(deps, 'slides', checked, async (tx, [first, second]) => {
      const paths =
        kind === 'image'
          ? { mobilePath: first, desktopPath: second }
          : { videoPath: first, posterPath: second };
      const position = await nextPosition(tx, slides, eq(slides.type, type));
      const [row] = await tx
        .insert(slides)
        .values({ type, kind, alt, position, hidden: true, ...paths })
        .returning({ id: slides.id });
      return row!.id;
    });
    await changed(c, 'slide.create', `slide:${id}`, type);
    return c.json({ data: { id } }, 201);
  });

  app.put('/slides/order', async (c) => {
    const { type, order } = await jsonBody(c, slideOrderSchema);
    const refusal = () =>
      new HttpError(400, 'The order must name each slide of the slider once.', { order: ['invalid'] });
    await putInOrder(deps.db, slides, eq(slides.type, type), order, refusal);
    await changed(c, 'slide.order', `slides:${type}`);
    return c.json({ data: { order } });
  });

  publishRoute(router, 'slide');

  app.delete('/slides/:id', async (c) => {
    const { id } = rowIds(c);
    const [row] = await deps.db.select({ type: slides.type }).from(slides).where(eq(slides.id, id));
    if (!row || !(await moveToTrash(deps.db, 'slide', eq(slides.id, id)))) throw notFound('Unknown slide.');
    await changed(c, 'slide.delete', `slide:${id}`, row.type);
    return c.body(null, 204);
  });
}
