import { describe, expect, it } from 'vitest';
import { readUploadNote, writeUploadNote, type UploadNote } from '@/lib/staff/upload-note';

// The note that names the files a batch sent without a script left out: kept in a cookie, shown by the page
// whose address names it.

const note: UploadNote = {
  id: 'k3J9x_aB',
  arrived: 10,
  total: 12,
  files: [
    { name: 'IMG_0042.jpg', verdict: 'size' },
    { name: 'Casting día 2.heic', verdict: 'type' },
    { name: 'IMG_0051.jpg', verdict: 'left' },
  ],
  more: 0,
};

describe('the note of a batch', () => {
  it('is read back by the page its id names, and by no other', () => {
    const value = writeUploadNote(note);
    expect(value).toMatch(/^[\w-]+$/);
    expect(readUploadNote(value, note.id)).toEqual(note);
    expect(readUploadNote(value, 'another')).toBeNull();
    expect(readUploadNote(value, undefined)).toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    expect(readUploadNote(undefined, note.id)).toBeNull();
    expect(readUploadNote('not-a-note', note.id)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ ...note, files: [{ name: 'x', verdict: 'lost' }] })).toString(
      'base64url',
    );
    expect(readUploadNote(forged, note.id)).toBeNull();
  });

  it('fits a cookie: long names cut, and the files past what fits counted', () => {
    const files = Array.from({ length: 60 }, (_, n) => ({
      name: `${'Fotografía de estudio '.repeat(10)}${n}.jpg`,
      verdict: 'left' as const,
    }));
    const value = writeUploadNote({ ...note, total: 70, files });
    expect(value.length).toBeLessThanOrEqual(3000);
    const read = readUploadNote(value, note.id)!;
    expect(read.files.length).toBeGreaterThan(0);
    expect(read.files.length + read.more).toBe(60);
    for (const file of read.files) expect([...file.name].length).toBeLessThanOrEqual(100);
    expect(read.files[0]!.name.endsWith('…')).toBe(true);
  });
});
