import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { SlideType } from '../../lib/contract/slide-input';
import { slides } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError } from '../http/errors';
import type { ImageType } from '../../lib/contract/image-type';
import type { VideoType } from '../lib/mime';
import { putInOrder } from './order';
import { moveToTrash } from './trash';

// The home's and the reach-out page's slides as the staff keep them: an image (a phone's and a desktop's
// picture) or a looping video with its poster. Files are checked before they reach here.

type Checked<T> = { bytes: Uint8Array; type: T };
export type NewSlide =
  | { kind: 'image'; alt: string; mobile: Checked<ImageType>; desktop: Checked<ImageType> }
  | { kind: 'video'; alt: string; video: Checked<VideoType>; poster: Checked<ImageType> };

export async function listSlides(deps: Deps, type: SlideType) {
  const rows = await deps.db
    .select()
    .from(slides)
    .where(and(eq(slides.type, type), isNull(slides.deletedAt)))
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    alt: row.alt,
    hidden: row.hidden,
    mobile: deps.mediaUrl(row.mobilePath),
    desktop: deps.mediaUrl(row.desktopPath),
    video: deps.mediaUrl(row.videoPath),
    poster: deps.mediaUrl(row.posterPath),
  }));
}

/** Adds a slide after the last of its slider; answers its id. */
export async function addSlide(deps: Deps, type: SlideType, slide: NewSlide): Promise<number> {
  const batch = await deps.media.uploadBatch(`staff/slides`);
  try {
    const files =
      slide.kind === 'image'
        ? {
            mobilePath: await batch.write(`mobile.${slide.mobile.type.ext}`, slide.mobile.bytes),
            desktopPath: await batch.write(`desktop.${slide.desktop.type.ext}`, slide.desktop.bytes),
          }
        : {
            videoPath: await batch.write(`video.${slide.video.type.ext}`, slide.video.bytes),
            posterPath: await batch.write(`poster.${slide.poster.type.ext}`, slide.poster.bytes),
          };
    return await deps.db.transaction(async (tx) => {
      await batch.commit(tx);
      const [last] = await tx
        .select({ position: max(slides.position) })
        .from(slides)
        .where(eq(slides.type, type));
      const [row] = await tx
        .insert(slides)
        // A new slide is a draft until published (visibility.ts).
        .values({
          type,
          kind: slide.kind,
          alt: slide.alt,
          position: (last?.position ?? 0) + 1,
          hidden: true,
          ...files,
        })
        .returning({ id: slides.id });
      return row!.id;
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
}

/** Moves a slide to the trash (trash.ts); answers its slider, or null when it was not live. */
export async function deleteSlide(deps: Deps, id: number): Promise<SlideType | null> {
  const [row] = await deps.db.select({ type: slides.type }).from(slides).where(eq(slides.id, id));
  if (!row || !(await moveToTrash(deps.db, 'slide', eq(slides.id, id)))) return null;
  return row.type as SlideType;
}

/** Puts a slider's slides in the given order, which must name each of them once. */
export async function orderSlides(deps: Deps, type: SlideType, order: number[]): Promise<void> {
  await putInOrder(
    deps.db,
    slides,
    eq(slides.type, type),
    order,
    () => new HttpError(400, 'The order must name each slide of the slider once.', { order: ['invalid'] }),
  );
}
