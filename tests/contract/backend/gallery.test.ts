import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema } from '@/lib/api/schemas/common';
import type { profileAnswerSchema, talentsAnswerSchema } from '@/lib/api/schemas/mf';
import { readJson } from '../../support/json';
import { mf, mfJson } from '../../support/contract/client';
import { unzip } from '../../support/contract/unzip';

type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
type Profile = ProfileAnswer['data'];

async function profiles(): Promise<Profile[]> {
  const answer = await readJson<z.infer<typeof talentsAnswerSchema>>(
    await mfJson('/api/talents?paginate=1000', {}),
  );
  return Promise.all(
    answer.data.data.map(
      async (t) => (await readJson<ProfileAnswer>(await mf(`/api/talent/profile?id=${t.id}`))).data,
    ),
  );
}

const download = (talent: unknown, gallery: string) => mfJson('/api/download/gallery', { talent, gallery });
const bytesOf = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('gallery download', () => {
  it('zips the book with the right names, bytes and file name', async () => {
    const all = await profiles();
    // A book with a null item: the zip holds only the stored files.
    const talent = all.find((p) => p.book.some((i) => i.file === null) && p.book.length > 2)!;
    expect(talent).toBeDefined();
    const response = await download(talent, 'book');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${talent.name} - Polanco Models.zip`)}`,
    );
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+ - Polanco Models\.zip"/);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const files = talent.book.map((i) => i.file).filter((f): f is string => f !== null);
    expect([...entries.keys()]).toEqual(files.map((f, n) => `book-${n + 1}${f.slice(f.lastIndexOf('.'))}`));
    for (const [n, file] of files.entries())
      expect(entries.get(`book-${n + 1}.jpg`)).toEqual(await bytesOf(file));
  });

  it('folds accents in the plain file name and keeps them in filename*', async () => {
    const accented = (await profiles()).find((p) => /[^\x00-\x7f]/.test(p.name) && p.book.length > 0)!;
    const response = await download({ id: accented.id }, 'book');
    const disposition = response.headers.get('content-disposition') ?? '';
    const plain = accented.name.normalize('NFD').replace(/\p{M}/gu, '');
    expect(disposition).toContain(`filename="${plain} - Polanco Models.zip"`);
    await response.arrayBuffer();
  });

  it('zips video previews plus videos.txt with the watch URLs', async () => {
    const talent = (await profiles()).find((p) => p.video.some((v) => v.provider === 'vimeo'))!;
    const response = await download(talent, 'video');
    expect(response.status).toBe(200);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const lines = entries.get('videos.txt')!.toString().trim().split('\n');
    expect(lines).toHaveLength(talent.video.length);
    for (const [n, v] of talent.video.entries()) {
      expect(lines[n]).toBe(
        v.provider === 'vimeo' ? `https://vimeo.com/${v.file}` : `https://www.youtube.com/watch?v=${v.file}`,
      );
    }
    expect([...entries.keys()].filter((k) => k.startsWith('video-'))).toHaveLength(
      talent.video.filter((v) => v.preview).length,
    );
  });

  it('reads only the id from the body, never file paths', async () => {
    const talent = (await profiles()).find((p) => p.book.length > 0)!;
    const forged = {
      ...talent,
      book: [
        { id: 1, file: 'file:///etc/passwd' },
        { id: 2, file: '../../db' },
      ],
    };
    const entries = await unzip(Buffer.from(await (await download(forged, 'book')).arrayBuffer()));
    expect(entries.size).toBe(talent.book.filter((i) => i.file).length);
  });

  it('404 for an unknown talent or an empty gallery, 400 for a bad gallery or body', async () => {
    expect((await download({ id: 999999 }, 'book')).status).toBe(404);
    const noSnap = (await profiles()).find((p) => p.snap.length === 0)!;
    const empty = await download(noSnap, 'snap');
    expect(empty.status).toBe(404);
    expect(await readJson(empty)).toEqual({ message: 'This gallery is empty.' });
    const bad = await download({ id: 1 }, 'photos');
    expect(bad.status).toBe(400);
    expect((await readJson<z.infer<typeof errorBodySchema>>(bad)).errors).toEqual({ gallery: ['invalid'] });
    expect((await download({ name: 'x' }, 'book')).status).toBe(400);
    expect((await mf('/api/download/gallery', { method: 'POST', body: 'nope' })).status).toBe(400);
  });
});

describe('media', () => {
  it('serves files immutable with an ETag and answers 304 to a revalidation', async () => {
    const talent = (await profiles()).find((p) => p.book.length > 0)!;
    const url = talent.book[0]!.file!;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('never serves outside the media folder', async () => {
    const base = process.env.BACKEND_URL;
    for (const path of ['/media/..%2Fbackend.pid', '/media/%2e%2e/db/PG_VERSION', '/media/nothing.jpg']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
    // Not a path at all: malformed percent-encoding is refused before any route.
    expect((await fetch(`${base}/media/%E0%A4%A`)).status).toBe(400);
  });
});
