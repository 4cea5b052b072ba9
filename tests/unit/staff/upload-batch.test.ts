import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { uploadLimits } from '@/lib/contract/upload-limits';
import { sendBatch } from '@/lib/staff/upload-batch';

// A batch of pictures posted without a script: the route sends what is within its bounds and names the rest,
// where it once refused the whole batch for one file (docs/staff-uploads-nginx.md, "Pictures").

const limit = uploadLimits.pictures;
const jpegHead = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `bytes` whose first bytes are a JPEG's (or not). */
function file(name: string, bytes = 64, picture = true): File {
  const content = new Uint8Array(bytes);
  if (picture) content.set(jpegHead);
  return new File([content], name, { type: 'image/jpeg' });
}

const refusal = (status: number, fieldErrors: Record<string, string[]>) =>
  new ApiError('http', status, 'refused', { fieldErrors });

describe('a batch sent without a script', () => {
  it('sends the files within their bounds in one request, and names the others with why', async () => {
    const pictures = Array.from({ length: limit.files + 1 }, (_, n) => file(`p${n + 1}.jpg`));
    const send = vi.fn<(files: File[]) => Promise<void>>().mockResolvedValue(undefined);
    const result = await sendBatch(
      [file('heavy.jpg', limit.pictureBytes + 1), ...pictures, file('notes.txt', 64, false)],
      limit,
      send,
    );
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0].map((sent) => sent.name)).toEqual(
      pictures.slice(0, limit.files).map((sent) => sent.name),
    );
    expect(result).toEqual({
      outcome: 'some',
      arrived: limit.files,
      noted: [
        { name: 'heavy.jpg', verdict: 'size' },
        { name: `p${limit.files + 1}.jpg`, verdict: 'left' },
        { name: 'notes.txt', verdict: 'type' },
      ],
    });
  });

  it('sends again without a picture the backend refuses by name', async () => {
    const send = vi
      .fn<(files: File[]) => Promise<void>>()
      .mockRejectedValueOnce(refusal(415, { picture_2: ['type'] }))
      .mockResolvedValueOnce(undefined);
    const result = await sendBatch([file('a.jpg'), file('broken.jpg'), file('c.jpg')], limit, send);
    expect(send.mock.calls.map(([files]) => files.map((sent) => sent.name))).toEqual([
      ['a.jpg', 'broken.jpg', 'c.jpg'],
      ['a.jpg', 'c.jpg'],
    ]);
    expect(result).toEqual({ outcome: 'some', arrived: 2, noted: [{ name: 'broken.jpg', verdict: 'type' }] });
  });

  it('says a refusal of the whole request as its own outcome, naming the files', async () => {
    const send = vi
      .fn<(files: File[]) => Promise<void>>()
      .mockRejectedValue(refusal(400, { pictures: ['one_cover'] }));
    const result = await sendBatch([file('a.jpg'), file('b.jpg')], limit, send);
    expect(send).toHaveBeenCalledOnce();
    expect(result).toEqual({
      outcome: 'invalid',
      arrived: 0,
      noted: [
        { name: 'a.jpg', verdict: 'invalid' },
        { name: 'b.jpg', verdict: 'invalid' },
      ],
    });
  });

  it('answers every file refused alike by its reason, and all arrived as added', async () => {
    const send = vi.fn<(files: File[]) => Promise<void>>().mockResolvedValue(undefined);
    expect((await sendBatch([file('big.jpg', limit.pictureBytes + 1)], limit, send)).outcome).toBe('size');
    expect(send).not.toHaveBeenCalled();
    expect(await sendBatch([file('a.jpg')], limit, send)).toEqual({
      outcome: 'added',
      arrived: 1,
      noted: [],
    });
  });

  it('leaves any other error to the route', async () => {
    const down = new ApiError('http', 503, 'down');
    await expect(sendBatch([file('a.jpg')], limit, async () => Promise.reject(down))).rejects.toBe(down);
  });
});
