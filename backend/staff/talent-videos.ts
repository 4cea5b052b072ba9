import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { videoFromLink, watchUrl, type VideoRef } from '../../lib/contract/video';
import type { Db } from '../db/client';
import { talents, videos } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { rowIds, type StaffRouter } from './staff-router';

// A talent's videos as the staff keep them (docs/staff.md, "Videos"). A video the staff add has no preview
// picture of its own; the profile's player shows the provider's.

/** As many as the profile's thumbnail slider is made for. */
const MAX_VIDEOS = 12;

export async function videosOf(db: Db, talentId: number) {
  const rows = await db
    .select()
    .from(videos)
    .where(eq(videos.talentId, talentId))
    .orderBy(asc(videos.position), asc(videos.id));
  return rows.map((row) => {
    const ref: VideoRef = { provider: row.provider === 'vimeo' ? 'vimeo' : 'youtube', file: row.file };
    return { id: row.id, provider: ref.provider, watch: watchUrl(ref) };
  });
}

/** Adds a video after the talent's others; answers its id. */
function addVideo(db: Db, talentId: number, video: VideoRef): Promise<number> {
  return db.transaction(async (tx) => {
    const [talent] = await tx.select({ id: talents.id }).from(talents).where(eq(talents.id, talentId));
    if (!talent) throw notFound('Unknown talent.');
    // One read gives both the count and the last place.
    const existing = await tx
      .select({ position: videos.position })
      .from(videos)
      .where(eq(videos.talentId, talentId));
    if (existing.length >= MAX_VIDEOS)
      throw new HttpError(400, `A talent has at most ${MAX_VIDEOS} videos.`, { link: ['too_many'] });
    const last = Math.max(0, ...existing.map((row) => row.position));
    const [row] = await tx
      .insert(videos)
      .values({ talentId, provider: video.provider, file: video.file, position: last + 1 })
      .returning({ id: videos.id });
    return row!.id;
  });
}

export function talentVideoRoutes({ app, db, changed, removal }: StaffRouter): void {
  app.post('/talents/:id/videos', async (c) => {
    const { id } = rowIds(c);
    const { link } = await jsonBody(c, z.object({ link: z.string().trim().min(1).max(300) }));
    const video = videoFromLink(link);
    if (!video) throw new HttpError(400, 'The link names no YouTube or Vimeo video.', { link: ['video'] });
    const videoId = await addVideo(db, id, video);
    await changed(c, 'talent.video', `talent:${id}`, `${video.provider}:${video.file}`);
    return c.json({ data: { id: videoId } }, 201);
  });

  app.delete(
    '/talents/:id/videos/:video',
    removal('talent', 'video', async (id, video) => {
      const rows = await db
        .delete(videos)
        .where(and(eq(videos.id, video), eq(videos.talentId, id)))
        .returning({ id: videos.id });
      return rows.length > 0;
    }),
  );
}
