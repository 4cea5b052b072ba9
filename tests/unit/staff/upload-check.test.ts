import { describe, expect, it } from 'vitest';
import { uploadLimits } from '@/lib/contract/upload-limits';
import { batchVerdicts, uploadRefusal } from '@/lib/staff/upload-check';

// The check a staff upload form makes in the browser before it sends anything: the route's own bounds.

const picture = (size: number) => ({ size, video: false });
const { pictures, slide } = uploadLimits;

describe('the files a staff upload form refuses before sending them', () => {
  it('takes a full batch of pictures at their bound', () => {
    const batch = Array.from({ length: pictures.files }, () => picture(pictures.pictureBytes));
    expect(uploadRefusal(batch, pictures)).toBeNull();
  });

  it('refuses one more picture than a batch takes, whatever their sizes', () => {
    expect(
      uploadRefusal(
        Array.from({ length: pictures.files + 1 }, () => picture(1)),
        pictures,
      ),
    ).toBe('count');
  });

  it('refuses a picture over its bound', () => {
    expect(uploadRefusal([picture(1), picture(pictures.pictureBytes + 1)], pictures)).toBe('size');
  });

  it("holds a video to the video's bound and its poster to a picture's", () => {
    const video = (size: number) => ({ size, video: true });
    expect(uploadRefusal([video(slide.videoBytes), picture(slide.pictureBytes)], slide)).toBeNull();
    expect(uploadRefusal([video(slide.videoBytes + 1), picture(1)], slide)).toBe('size');
    expect(uploadRefusal([video(1), picture(slide.videoBytes)], slide)).toBe('size');
    // A video where an upload takes none is over its bound of nothing.
    expect(uploadRefusal([video(1)], pictures)).toBe('size');
  });
});

describe('a batch of pictures judged file by file', () => {
  const good = { size: 1, picture: true };

  it('sends a full batch at its bounds', () => {
    const batch = Array.from({ length: pictures.files }, () => ({ ...good, size: pictures.pictureBytes }));
    expect(batchVerdicts(batch, pictures)).toEqual(Array(pictures.files).fill('send'));
  });

  it('leaves the files past its count, and refuses only those over their bound or no picture', () => {
    const batch = [
      good,
      { size: pictures.pictureBytes + 1, picture: true },
      { size: 10, picture: false },
      ...Array.from({ length: pictures.files }, () => good),
    ];
    expect(batchVerdicts(batch, pictures)).toEqual([
      'send',
      'size',
      'type',
      ...Array.from({ length: pictures.files - 1 }, () => 'send'),
      'left',
    ]);
  });

  it('holds a file too large to its size, whatever its bytes', () => {
    expect(batchVerdicts([{ size: pictures.pictureBytes + 1, picture: false }], pictures)).toEqual(['size']);
  });
});
