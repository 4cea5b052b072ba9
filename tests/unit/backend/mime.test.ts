import { describe, expect, it } from 'vitest';
import { mimeOf } from '@/backend/lib/mime';

describe('mimeOf', () => {
  it.each([
    ['slides/2.mp4', 'video/mp4'],
    ['talents/1/a.jpg', 'image/jpeg'],
    ['talents/1/A.JPEG', 'image/jpeg'],
    ['x.png', 'image/png'],
    ['x.webp', 'image/webp'],
    ['x.avif', 'image/avif'],
    ['x.webm', 'video/webm'],
    ['x.pdf', 'application/pdf'],
    // Outside hono's short list, in the full table.
    ['clip.mov', 'video/quicktime'],
    ['photo.heic', 'image/heic'],
    ['clip.m4v', 'video/x-m4v'],
  ])('%s is %s', (file, type) => {
    expect(mimeOf(file)).toBe(type);
  });

  it('declares text as UTF-8', () => {
    expect(mimeOf('notes.txt')).toBe('text/plain; charset=utf-8');
    expect(mimeOf('list.csv')).toBe('text/csv; charset=utf-8');
  });

  it('serves an unknown or missing extension as a download', () => {
    expect(mimeOf('blob.zzzz')).toBe('application/octet-stream');
    expect(mimeOf('README')).toBe('application/octet-stream');
  });
});
