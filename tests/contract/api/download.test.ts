import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ApiError, downloadGallery, getTalentProfile, getTalentsPage } from '@/lib/api';

function entryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const names: string[] = [];
      archive.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        archive.readEntry();
      });
      archive.on('end', () => resolve(names));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

async function talentWithBook() {
  const { items } = await getTalentsPage({ category: 'models', page: 1 });
  for (const item of items) {
    const profile = await getTalentProfile(item.id);
    if (profile && profile.galleries.book.length > 0 && profile.galleries.compo.length === 0) return profile;
  }
  throw new Error('The seed has no model with a book and an empty compo gallery');
}

describe('downloadGallery', () => {
  it("streams a zip named after the talent that unzips to the gallery's files", async () => {
    const talent = await talentWithBook();
    const response = await downloadGallery({ talentId: talent.id, gallery: 'book' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/zip');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toContain('attachment');
    expect(decodeURIComponent(disposition)).toContain(talent.name);
    const names = await entryNames(Buffer.from(await response.arrayBuffer()));
    expect(names).toHaveLength(talent.galleries.book.length);
    for (const name of names) expect(name).toMatch(/^book-\d+\.(jpe?g|png|gif|webp)$/);
  });

  it('an unknown talent is a 404 without asking for a zip', async () => {
    const error = await downloadGallery({ talentId: 99_999_999, gallery: 'book' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('an empty gallery is a 404', async () => {
    const talent = await talentWithBook();
    const error = await downloadGallery({ talentId: talent.id, gallery: 'compo' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });
});
