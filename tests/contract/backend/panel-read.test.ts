import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { postDetailSchema, postsPageSchema, slidesPageSchema } from '@/lib/api/schemas/panel';
import type { errorBodySchema } from '@/lib/api/schemas/common';
import { readJson } from '../../support/json';
import { match } from '../../support/matchers';
import { panel } from '../../support/contract/client';

type SlidesPage = z.input<typeof slidesPageSchema>;
type PostsPage = z.input<typeof postsPageSchema>;
type PostDetail = z.output<typeof postDetailSchema>;
type ErrorBody = z.input<typeof errorBodySchema>;

const page = {
  current_page: match.any(Number),
  last_page: match.any(Number),
  per_page: match.any(Number),
  total: match.any(Number),
};
const url = match.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\//);

describe('slides', () => {
  it('home slides: image slides with both sizes and a video slide, ordered by position', async () => {
    const response = await panel('/api/slides/slides?paginate=1000');
    expect(response.status).toBe(200);
    const body = await readJson<SlidesPage>(response);
    expect(body).toMatchObject(page);
    const images = body.data.filter((s: { type: string }) => s.type === 'image');
    const videos = body.data.filter((s: { type: string }) => s.type === 'video');
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toMatchObject({
      description: '2',
      alt: match.any(String),
      url: { mobile: url, desktop: url },
      video_url: null,
    });
    expect(videos[0]).toMatchObject({
      description: '1',
      url: null,
      video_url: match.stringMatching(/\.mp4$/),
      poster_url: url,
    });
    const positions = body.data.map((s: { position: number }) => s.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('reach-out slides exist; other types are 404', async () => {
    const reach = await panel('/api/slides/slidereach');
    expect((await readJson<SlidesPage>(reach)).data.length).toBeGreaterThan(0);
    expect((await panel('/api/slides/other')).status).toBe(404);
  });

  it('a slide image is served by the media route', async () => {
    const body = await readJson<SlidesPage>(await panel('/api/slides/slides'));
    const media = await fetch(body.data[0]!.url!.desktop);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('posts', () => {
  it('lists news newest first, 12 a page by default, with the item shape', async () => {
    const response = await panel('/api/posts/news/es');
    expect(response.status).toBe(200);
    const body = await readJson<PostsPage>(response);
    expect(body).toMatchObject({ current_page: 1, per_page: 12 });
    expect(body.total).toBeGreaterThanOrEqual(25);
    expect(body.data).toHaveLength(12);
    expect(body.data[0]).toEqual({
      id: match.any(Number),
      type: 'news',
      slug: match.any(String),
      title: match.any(String),
      description: match.any(String),
      content: match.stringContaining('<p>'),
      cover: url,
      thumbnail: match.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      created_at: match.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const dates = body.data.map((p: { created_at: string }) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has posts with a thumbnail and posts with only a video cover', async () => {
    const body = await readJson<PostsPage>(await panel('/api/posts/news/en?per_page=50'));
    expect(body.data.some((p: { thumbnail: string | null }) => p.thumbnail !== null)).toBe(true);
    const videoOnly = body.data.filter((p: { thumbnail: string | null }) => p.thumbnail === null);
    expect(videoOnly.length).toBeGreaterThan(0);
    for (const p of videoOnly) expect(p.cover).toMatch(/\.mp4$/);
  });

  it('paginates, and a page past the last is empty with the real last_page', async () => {
    const first = await readJson<PostsPage>(await panel('/api/posts/news/pt?per_page=10'));
    expect(first.last_page).toBe(Math.ceil(first.total / 10));
    const second = await readJson<PostsPage>(await panel('/api/posts/news/pt?per_page=10&page=2'));
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    const past = await readJson<PostsPage>(
      await panel(`/api/posts/news/pt?per_page=10&page=${first.last_page + 5}`),
    );
    expect(past).toMatchObject({ data: [], last_page: first.last_page, current_page: first.last_page + 5 });
  });

  it('the same posts exist in es, en and pt, but for one written in Spanish only', async () => {
    const totals = await Promise.all(
      ['es', 'en', 'pt'].map(
        async (l) => (await readJson<PostsPage>(await panel(`/api/posts/news/${l}`))).total,
      ),
    );
    const [, en] = totals as [number, number, number];
    expect(totals).toEqual([en + 1, en, en]);
  });

  it('rejects a bad language (404) and bad paging (400)', async () => {
    expect((await panel('/api/posts/news/fr')).status).toBe(404);
    const tooMany = await panel('/api/posts/news/es?per_page=51');
    expect(tooMany.status).toBe(400);
    expect((await readJson<ErrorBody>(tooMany)).errors).toEqual({ per_page: ['invalid'] });
    expect((await panel('/api/posts/news/es?page=abc')).status).toBe(400);
  });

  it('answers one post with its slides, and 404 for an unknown slug', async () => {
    const list = await readJson<PostsPage>(await panel('/api/posts/news/es?per_page=50'));
    const withSlides = list.data.find((p) => p.slug === 'campana-primavera-verano-en-tulum');
    if (!withSlides) throw new Error('the seeded post with slides is missing');
    const response = await panel(`/api/posts/news/es/${withSlides.slug}`);
    expect(response.status).toBe(200);
    const { data } = await readJson<PostDetail>(response);
    expect(data).toMatchObject({ id: withSlides.id, slug: withSlides.slug, title: withSlides.title });
    expect(data.slides.length).toBeGreaterThan(0);
    expect(data.slides[0]).toEqual({ id: match.any(Number), slide_url: url });
    expect((await panel('/api/posts/news/es/no-such-post')).status).toBe(404);
  });

  it("lists a post's translations: the other languages' slugs, never its own", async () => {
    const { data } = await readJson<PostDetail>(
      await panel('/api/posts/news/es/campana-primavera-verano-en-tulum'),
    );
    expect(data.translations).toEqual([
      { language: 'en', slug: 'spring-summer-campaign-in-tulum' },
      { language: 'pt', slug: 'campanha-primavera-verao-em-tulum' },
    ]);
    const english = await readJson<PostDetail>(
      await panel('/api/posts/news/en/spring-summer-campaign-in-tulum'),
    );
    expect(english.data.translations.map((t) => t.language)).toEqual(['es', 'pt']);
  });

  it('keeps unsafe HTML in some content, for the site to sanitize', async () => {
    const list = await readJson<PostsPage>(await panel('/api/posts/news/es?per_page=50'));
    const contents = list.data.map((p) => p.content).join('');
    expect(contents).toMatch(/onerror=|<script>/);
  });
});

describe('social media', () => {
  it('answers the three links', async () => {
    const response = await panel('/api/social-media');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      data: {
        facebook: { link: match.stringMatching(/^https:\/\//) },
        instagram: { link: match.stringMatching(/^https:\/\//) },
        tiktok: { link: match.stringMatching(/^https:\/\//) },
      },
    });
  });
});
