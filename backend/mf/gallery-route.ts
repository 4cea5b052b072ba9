import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import { watchUrl } from '../../lib/contract/video';
import { mediaItems, talents, videos } from '../db/schema';
import { requireToken } from '../http/auth';
import type { Deps } from '../http/deps';
import { notFound } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { attachmentHeader } from '../lib/content-disposition';
import { shown, shownPicture } from './shown-talents';

// Only the talent's id is read from the profile the client sends; the files come from our own storage.
const bodySchema = z.object({
  talent: z.looseObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  gallery: z.enum(['book', 'snap', 'video', 'compo']),
});

/** `POST /api/download/gallery`: a streamed zip of one gallery of one talent. */
export function galleryRoute(deps: Deps): Hono {
  const { db, media, config } = deps;
  const app = new Hono();
  const auth = requireToken(deps.db, 'mf');
  app.post('/api/download/gallery', auth, async (c) => {
    const { talent: given, gallery } = await jsonBody(c, bodySchema);
    const [talent] = await db
      .select({ id: talents.id, name: talents.name })
      .from(talents)
      .where(and(eq(talents.id, given.id), shown))
      .limit(1);
    if (!talent) throw notFound('Unknown talent.');

    const entries: { file: string; name: string }[] = [];
    let videosTxt = '';
    if (gallery === 'video') {
      const rows = await db
        .select()
        .from(videos)
        .where(eq(videos.talentId, talent.id))
        .orderBy(asc(videos.position));
      rows.forEach((v, i) => {
        if (v.previewPath)
          entries.push({ file: v.previewPath, name: `video-${i + 1}${path.extname(v.previewPath)}` });
      });
      videosTxt = rows
        .map((v) => watchUrl({ provider: v.provider === 'vimeo' ? 'vimeo' : 'youtube', file: v.file }))
        .filter((url) => url !== null)
        .join('\n');
    } else {
      const rows = await db
        .select({ path: mediaItems.path })
        .from(mediaItems)
        .where(
          and(
            eq(mediaItems.talentId, talent.id),
            eq(mediaItems.gallery, gallery),
            isNotNull(mediaItems.path),
            shownPicture,
          ),
        )
        .orderBy(asc(mediaItems.position));
      rows.forEach((m, i) => {
        if (m.path) entries.push({ file: m.path, name: `${gallery}-${i + 1}${path.extname(m.path)}` });
      });
    }
    if (entries.length === 0 && videosTxt === '') throw notFound('This gallery is empty.');

    const zip = new ZipFile();
    for (const entry of entries)
      zip.addReadStream(Readable.fromWeb(media.stream(entry.file) as NodeReadableStream), entry.name, {
        compressionLevel: 1,
      });
    if (videosTxt) zip.addBuffer(Buffer.from(`${videosTxt}\n`), 'videos.txt');
    zip.end();
    // A file that vanished mid-stream aborts the download rather than producing a truncated zip silently.
    const output = zip.outputStream as Readable;
    zip.on('error', (error: Error) => output.destroy(error));
    return c.body(Readable.toWeb(output) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentHeader(`${talent.name} - ${config.agencyName}.zip`),
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
