import { describe, expect, it } from 'vitest';
import { answeredProfileSchema, profileAnswerSchema, talentsAnswerSchema } from '@/lib/api/schemas/mf';
import { postDetailSchema, postsPageSchema, slidesPageSchema } from '@/lib/api/schemas/panel';
import { staffSlidesSchema, staffTalentAnswerSchema } from '@/lib/api/schemas/staff';
import { wirePost } from '../../support/wire-post';
import { wireProfile, wireTalent } from '../../support/wire-profile';

// The schemas that read the back end's answers hand the site every media URL in the browser's form: on an
// internal host (the backend's bind address), the site's own `/media/…` path; on a public one, as it came.

const internal = 'http://127.0.0.1:4310';
const media = (path: string) => `${internal}/media/${path}`;
const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });

/** Every string of a parsed answer, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const talent = wireTalent({ cover: media('talents/12/cover.jpg') });
const profile = wireProfile({
  ...talent,
  instagram: 'https://instagram.com/ana',
  cover2: media('talents/12/cover2.jpg'),
  book: [{ id: 1, file: media('talents/12/book-1.jpg') }],
  snap: [{ id: 2, file: null }],
  compo: [{ id: 3, file: 'https://cdn.agency.example/media/talents/12/compo-1.jpg' }],
  video: [{ id: 4, provider: 'youtube', file: 'dQw4w9WgXcQ', preview: media('talents/12/video-1.jpg') }],
});

describe('media URLs in the schemas of the back end’s answers', () => {
  it('talents and profiles: covers, galleries and video previews', () => {
    const list = talentsAnswerSchema.parse({ data: page([talent]), letters: ['a'] });
    expect(list.data.data[0]?.cover).toBe('/media/talents/12/cover.jpg');
    const { data } = profileAnswerSchema.parse({ data: profile });
    expect(data.cover2).toBe('/media/talents/12/cover2.jpg');
    expect(data.book).toEqual([{ id: 1, file: '/media/talents/12/book-1.jpg' }]);
    expect(data.snap).toEqual([{ id: 2, file: null }]);
    expect(data.compo).toEqual([{ id: 3, file: 'https://cdn.agency.example/media/talents/12/compo-1.jpg' }]);
    // A video's file is the provider's id; its preview is a picture of the back end.
    expect(data.video).toEqual([
      { id: 4, provider: 'youtube', file: 'dQw4w9WgXcQ', preview: '/media/talents/12/video-1.jpg' },
    ]);
    expect(data.instagram).toBe('https://instagram.com/ana');
    expect(strings(data).filter((text) => text.includes('127.0.0.1'))).toEqual([]);
  });

  it('the gallery download’s profile stays as the service answered it', () => {
    const { data } = answeredProfileSchema.parse({ data: profile });
    expect(data).toEqual(profile);
  });

  it('slides, posts and a post’s pictures', () => {
    const slides = slidesPageSchema.parse(
      page([
        {
          id: 1,
          type: 'image',
          description: null,
          alt: null,
          url: { mobile: media('slides/1-mobile.jpg'), desktop: media('slides/1-desktop.jpg') },
          video_url: null,
          poster_url: null,
          video_id: null,
          position: 1,
        },
        {
          id: 2,
          type: 'video',
          description: null,
          alt: null,
          url: null,
          video_url: 'http://0.0.0.0:4310/media/slides/2.mp4',
          poster_url: 'http://10.0.0.5:4310/media/slides/2-poster.jpg',
          video_id: null,
          position: 2,
        },
      ]),
    );
    expect(slides.data.map(({ url, video_url, poster_url }) => ({ url, video_url, poster_url }))).toEqual([
      {
        url: { mobile: '/media/slides/1-mobile.jpg', desktop: '/media/slides/1-desktop.jpg' },
        video_url: null,
        poster_url: null,
      },
      { url: null, video_url: '/media/slides/2.mp4', poster_url: '/media/slides/2-poster.jpg' },
    ]);

    const post = wirePost({
      id: 7,
      cover: media('posts/7-cover.jpg'),
      thumbnail: media('posts/7-thumb.jpg'),
    });
    const posts = postsPageSchema.parse(page([post]));
    expect(posts.data[0]).toMatchObject({
      cover: '/media/posts/7-cover.jpg',
      thumbnail: '/media/posts/7-thumb.jpg',
    });
    const detail = postDetailSchema.parse({
      data: {
        ...post,
        slides: [
          { id: 1, slide_url: media('posts/7-slide-1.jpg') },
          { id: 2, slide_url: null },
        ],
      },
    });
    expect(detail.data.slides).toEqual([
      { id: 1, slide_url: '/media/posts/7-slide-1.jpg' },
      { id: 2, slide_url: null },
    ]);
  });

  it('the staff area’s pictures', () => {
    const slides = staffSlidesSchema.parse({
      data: [
        {
          id: 1,
          kind: 'video',
          alt: '',
          hidden: false,
          mobile: null,
          desktop: null,
          video: media('slides/2.mp4'),
          poster: media('slides/2-poster.jpg'),
        },
      ],
    });
    expect(slides.data[0]).toMatchObject({
      video: '/media/slides/2.mp4',
      poster: '/media/slides/2-poster.jpg',
    });
    const { data } = staffTalentAnswerSchema.parse({
      data: {
        id: 12,
        category: 'models',
        name: 'Ana Torres',
        ...Object.fromEntries(
          ['birthdate', 'height', 'bust', 'waist', 'hips', 'shoes', 'jeans', 'shirt', 'eyes', 'hair'].map(
            (key) => [key, null],
          ),
        ),
        tags: [],
        instagram: null,
        tiktok: null,
        about: null,
        hidden: false,
        version: 2,
        updatedAt: '2026-12-07T17:05:00.000Z',
        updatedBy: 'Ana Staff',
        cover: { url: media('talents/12/cover.jpg') },
        pictures: [{ id: 1, gallery: 'book', url: media('talents/12/book-1.jpg') }],
      },
    });
    expect(data.cover?.url).toBe('/media/talents/12/cover.jpg');
    expect(data.pictures[0]?.url).toBe('/media/talents/12/book-1.jpg');
  });
});
