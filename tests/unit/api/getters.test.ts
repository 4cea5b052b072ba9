import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadGallery, getPostsPage, getSlides, getTalentProfile, getTalentsPage } from '@/lib/api';
import { wirePost } from '../../support/wire-post';
import { wireProfile, wireTalent } from '../../support/wire-profile';

// A fake back end: sign-in answers a token, other paths answer what the test registered.
let routes: Record<string, unknown>;
const seen: { url: URL; init: RequestInit }[] = [];

beforeEach(() => {
  routes = {};
  seen.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit) => {
      const url = new URL(input);
      seen.push({ url, init });
      return Promise.resolve(answerTo(url));
    }),
  );
});

function answerTo(url: URL): Response {
  if (url.pathname.endsWith('/api/login') || url.pathname.endsWith('/api/signin')) {
    return Response.json({ access_token: 'token', expires_in: 3600 });
  }
  const answer = routes[url.pathname];
  return answer === undefined
    ? Response.json({ message: 'Not found.' }, { status: 404 })
    : Response.json(answer);
}

const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });
const talent = wireTalent({
  birthdate: '2001-05-04',
  height: '178/5\'10"',
  shoes: '38x7',
  tags: [{ id: 3, name: 'Runway' }],
});

describe('getters reshape the wire format', () => {
  it('slides: ordered by position, slides without their file dropped', async () => {
    const base = { description: '2', alt: 'A', video_url: null, poster_url: null, video_id: null };
    routes['/panel/api/slides/slides'] = page([
      { ...base, id: 2, type: 'image', url: { mobile: 'm2', desktop: 'd2' }, position: 2 },
      {
        ...base,
        id: 1,
        type: 'video',
        description: '1',
        url: null,
        video_url: 'v.mp4',
        poster_url: 'p.jpg',
        position: 1,
      },
      { ...base, id: 3, type: 'image', url: null, position: 3 },
    ]);
    expect(await getSlides('slides')).toEqual([
      { kind: 'video', id: 1, alt: 'A', videoUrl: 'v.mp4', posterUrl: 'p.jpg', videoId: null, position: 1 },
      { kind: 'image', id: 2, alt: 'A', mobileUrl: 'm2', desktopUrl: 'd2', position: 2 },
    ]);
    expect(seen.at(-1)?.url.searchParams.get('paginate')).toBe('1000');
  });

  it('posts: image or video cover, ISO dates, page numbers', async () => {
    routes['/panel/api/posts/news/en'] = {
      ...page([
        wirePost({ id: 1, slug: 'a', cover: 'c.jpg', thumbnail: 't.jpg' }),
        wirePost({ id: 2, slug: 'b', cover: 'c.mp4', thumbnail: null }),
      ]),
      last_page: 3,
      total: 30,
    };
    const result = await getPostsPage({ locale: 'en', page: 1, perPage: 3 });
    expect(result).toMatchObject({ page: 1, lastPage: 3, total: 30 });
    expect(result.items.map((item) => item.cover)).toEqual([
      { kind: 'image', url: 'c.jpg', thumbnailUrl: 't.jpg' },
      { kind: 'video', url: 'c.mp4' },
    ]);
    expect(result.items[0]?.createdAt).toBe('2026-03-14T10:00:00.000Z');
    expect(seen.at(-1)?.url.searchParams.get('per_page')).toBe('3');
  });

  it('posts: a cover is what its file is, a picture without a thumbnail included', async () => {
    const picture = '/media/staff/posts/4/2026-11/5f0c/cover.jpg';
    routes['/panel/api/posts/news/es'] = page([
      // Stored before the backend made a thumbnail from a picture cover: a picture, never a video.
      wirePost({ id: 1, slug: 'a', cover: picture, thumbnail: null }),
      wirePost({ id: 2, slug: 'b', cover: 'https://cdn.example/p/COVER.PNG?v=2', thumbnail: null }),
      wirePost({ id: 3, slug: 'c', cover: null, thumbnail: 't.gif' }),
      wirePost({ id: 4, slug: 'd', cover: 'c.webm', thumbnail: 't.jpg' }),
      // A name that says nothing: the contract's rule.
      wirePost({ id: 5, slug: 'e', cover: 'https://cdn.example/p/7', thumbnail: null }),
      wirePost({ id: 6, slug: 'f', cover: 'https://cdn.example/p/8', thumbnail: 't.jpg' }),
      wirePost({ id: 7, slug: 'g', cover: null, thumbnail: null }),
    ]);
    const result = await getPostsPage({ locale: 'es', page: 1 });
    expect(result.items.map((item) => item.cover)).toEqual([
      { kind: 'image', url: picture, thumbnailUrl: picture },
      {
        kind: 'image',
        url: 'https://cdn.example/p/COVER.PNG?v=2',
        thumbnailUrl: 'https://cdn.example/p/COVER.PNG?v=2',
      },
      { kind: 'image', url: 't.gif', thumbnailUrl: 't.gif' },
      { kind: 'video', url: 'c.webm' },
      { kind: 'video', url: 'https://cdn.example/p/7' },
      { kind: 'image', url: 'https://cdn.example/p/8', thumbnailUrl: 't.jpg' },
      null,
    ]);
  });

  it('talents: POST with the category id and letter, pt, letters kept', async () => {
    routes['/mf/api/talents'] = { data: page([talent]), letters: ['a', 'b'] };
    const result = await getTalentsPage({ category: 'talents', letter: 'A', page: 2 });
    expect(result.letters).toEqual(['a', 'b']);
    expect(result.items[0]).toMatchObject({
      id: 12,
      coverUrl: null,
      height: '178/5\'10"',
      shoes: '38x7',
      categoryIds: [1],
    });
    const call = seen.at(-1)!;
    expect(call.init.method).toBe('POST');
    expect(JSON.parse(call.init.body as string)).toEqual({ category: 1891, letter: 'a' });
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      language: 'pt',
      paginate: '20',
      tags: '1',
      page: '2',
    });
  });

  it('profile: gallery items without a file dropped; unknown id is null', async () => {
    routes['/mf/api/talent/profile'] = {
      data: wireProfile({
        ...talent,
        bust: '86',
        skills: [{ id: 4, skill: 'Dance' }],
        book: [
          { id: 1, file: 'b1.jpg' },
          { id: 2, file: null },
        ],
        snap: [{ id: 3, file: null }],
        video: [
          { id: 5, provider: 'vimeo', file: '76979871/abc', preview: null },
          { id: 6, provider: 'youtube', file: null, preview: null },
        ],
      }),
    };
    const profile = await getTalentProfile(12);
    expect(profile?.skills).toEqual([{ id: 4, name: 'Dance' }]);
    expect(profile?.galleries).toEqual({
      book: [{ id: 1, url: 'b1.jpg' }],
      snap: [],
      compo: [],
      video: [{ id: 5, provider: 'vimeo', videoId: '76979871/abc', previewUrl: null }],
    });
    delete routes['/mf/api/talent/profile'];
    expect(await getTalentProfile(12)).toBeNull();
    const calls = seen.length;
    expect(await getTalentProfile(-1)).toBeNull();
    expect(seen.length).toBe(calls);
  });
});

describe('media URLs', () => {
  // The embedded backend on a private instance: its bind address in every media URL it answers.
  const media = (path: string) => `http://127.0.0.1:4310/media/${path}`;
  const profile = wireProfile({
    ...talent,
    cover: media('talents/12/cover.jpg'),
    book: [{ id: 1, file: media('talents/12/book-1.jpg') }],
    video: [{ id: 5, provider: 'youtube', file: 'dQw4w9WgXcQ', preview: media('talents/12/video-1.jpg') }],
  });

  it('reach the pages as the site’s own paths', async () => {
    routes['/mf/api/talents'] = { data: page([profile]), letters: ['a'] };
    routes['/mf/api/talent/profile'] = { data: profile };
    routes['/panel/api/slides/slides'] = page([
      {
        id: 1,
        type: 'video',
        description: null,
        alt: null,
        url: null,
        video_url: media('slides/1.mp4'),
        poster_url: media('slides/1-poster.jpg'),
        video_id: null,
        position: 1,
      },
    ]);
    const [list, one, slides] = await Promise.all([
      getTalentsPage({ category: 'models', page: 1 }),
      getTalentProfile(12),
      getSlides('slides'),
    ]);
    expect(list.items[0]?.coverUrl).toBe('/media/talents/12/cover.jpg');
    expect(one?.galleries.book).toEqual([{ id: 1, url: '/media/talents/12/book-1.jpg' }]);
    expect(one?.galleries.video[0]?.previewUrl).toBe('/media/talents/12/video-1.jpg');
    expect(slides[0]).toMatchObject({
      videoUrl: '/media/slides/1.mp4',
      posterUrl: '/media/slides/1-poster.jpg',
    });
  });

  it('go back to the service untouched in the gallery download’s profile', async () => {
    routes['/mf/api/talent/profile'] = { data: { ...profile, extra: 'kept' } };
    routes['/mf/api/download/gallery'] = {};
    await downloadGallery({ talentId: 12, gallery: 'book' });
    const call = seen.find(({ url }) => url.pathname === '/mf/api/download/gallery')!;
    expect(JSON.parse(call.init.body as string)).toEqual({
      talent: { ...profile, extra: 'kept' },
      gallery: 'book',
    });
  });
});
