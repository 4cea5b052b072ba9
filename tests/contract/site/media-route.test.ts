import { describe, expect, it } from 'vitest';
import { GET, HEAD } from '@/app/media/[...path]/route';
import { getPostsPage, getSlides } from '@/lib/api';
import { SITE } from '../../support/contract/site-helpers';

// `/media/…`, the back end's own files as a visitor's browser and the image optimizer ask for them
// (lib/api/media-url.ts), against the seeded embedded backend: the videos the pages show, byte ranges
// included, and nothing else.

const call = (path: string, init: RequestInit = {}, handler = GET) =>
  handler(new Request(`${SITE}${path}`, init), {
    params: Promise.resolve({
      path: path
        .replace(/^\/media\//, '')
        .split('/')
        .map(decodeURIComponent),
    }),
  });

/** The path of a video a page shows: the hero's, as the getter gives it to the page. */
async function heroVideo(): Promise<string> {
  const video = (await getSlides('slides')).find((slide) => slide.kind === 'video');
  if (video?.kind !== 'video') throw new Error('The seed has no video slide on the home');
  return video.videoUrl;
}

describe('the media route', () => {
  it('is where the pages send the browser for a video and a post’s video cover, and the optimizer for a poster', async () => {
    const slides = (await getSlides('slides')).filter((slide) => slide.kind === 'video');
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      expect(slide.videoUrl).toMatch(/^\/media\//);
      // A poster is a picture: the image optimizer fetches it from the same path, as it does the slides'.
      if (slide.posterUrl) expect(slide.posterUrl).toMatch(/^\/media\//);
    }
    expect(slides.some((slide) => slide.posterUrl)).toBe(true);
    const { items } = await getPostsPage({ locale: 'es', page: 1, perPage: 50 });
    const videos = items.filter((post) => post.cover?.kind === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const post of videos) expect(post.cover!.url).toMatch(/^\/media\/.+\.mp4$/);
  });

  it('answers a whole file as the back end does: its bytes, type, length and lifetime', async () => {
    const path = await heroVideo();
    const own = await fetch(`${process.env.BACKEND_URL}${path}`);
    const answer = await call(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(own.headers.get('content-type'));
    expect(answer.headers.get('content-type')).toMatch(/^video\//);
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.length).toBe(Number(answer.headers.get('content-length')));
    expect(bytes.equals(Buffer.from(await own.arrayBuffer()))).toBe(true);
  });

  it('answers a byte range with that part only (206), as a phone’s player asks to start and to seek', async () => {
    const path = await heroVideo();
    const whole = Buffer.from(await (await call(path)).arrayBuffer());
    const answer = await call(path, { headers: { range: 'bytes=100-199' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    const part = Buffer.from(await answer.arrayBuffer());
    expect(part.equals(whole.subarray(100, 200))).toBe(true);
    const beyond = await call(path, { headers: { range: `bytes=${whole.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await call(await heroVideo(), { method: 'HEAD' }, HEAD);
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await answer.text()).toBe('');
  });

  it('answers 404 for a file that is not there and for a name that could leave the store', async () => {
    const path = await heroVideo();
    for (const missing of [
      '/media/videos/no-such-file.mp4',
      `${path}.bak`,
      '/media/../panel/api/slides/slides',
      '/media/%2E%2E/config.json',
      '/media/.env',
      '/media/videos//about.mp4',
    ]) {
      const answer = await call(missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.headers.get('cache-control'), missing).toBe('no-store');
    }
  });
});
