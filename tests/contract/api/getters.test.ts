import { describe, expect, it } from 'vitest';
import { skills } from '@/lib/vocabulary/labels';
import {
  getAttributes,
  getPost,
  getPostsPage,
  getSlides,
  getSocialLinks,
  getTalentProfile,
  getTalentsPage,
} from '@/lib/api';

// Every getter over real HTTP against the seeded embedded backend (tests/contract/global-setup.ts).

describe('panel getters', () => {
  it('getSocialLinks: the three links', async () => {
    const links = await getSocialLinks();
    for (const url of Object.values(links)) expect(url).toMatch(/^https:\/\//);
    expect(Object.keys(links).sort()).toEqual(['facebook', 'instagram', 'tiktok']);
  });

  it('getSlides: hero slides of both kinds in order, and reach-out slides', async () => {
    const slides = await getSlides('slides');
    expect(slides.length).toBeGreaterThan(1);
    expect(new Set(slides.map((slide) => slide.kind))).toEqual(new Set(['image', 'video']));
    expect(slides.map((slide) => slide.position)).toEqual(
      [...slides.map((slide) => slide.position)].sort((a, b) => a - b),
    );
    for (const slide of slides) {
      if (slide.kind === 'image') expect(slide.mobileUrl).toMatch(/\/media\//);
      else expect(slide.videoUrl).toMatch(/\.mp4$/);
    }
    expect((await getSlides('slidereach')).length).toBeGreaterThan(0);
  });

  it('getPostsPage: a page of posts newest first, in each locale, and an empty page past the last', async () => {
    const first = await getPostsPage({ locale: 'es', page: 1, perPage: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.lastPage).toBe(Math.ceil(first.total / 5));
    const dates = first.items.map((post) => post.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const locale of ['en', 'pt'] as const)
      expect((await getPostsPage({ locale, page: 1 })).items.length).toBeGreaterThan(0);
    const past = await getPostsPage({ locale: 'es', page: first.lastPage + 1, perPage: 5 });
    expect(past).toMatchObject({ items: [], lastPage: first.lastPage });
  });

  it('getPostsPage: posts have an image cover with a thumbnail, or a video cover', async () => {
    const { items } = await getPostsPage({ locale: 'en', page: 1, perPage: 50 });
    const kinds = new Set(items.map((post) => post.cover?.kind));
    expect(kinds.has('image')).toBe(true);
    expect(kinds.has('video')).toBe(true);
  });

  it('getPost: the post with its HTML and slides; null for an unknown slug', async () => {
    const [summary] = (await getPostsPage({ locale: 'en', page: 1, perPage: 1 })).items;
    const post = await getPost({ locale: 'en', slug: summary!.slug });
    expect(post).toMatchObject({ id: summary!.id, slug: summary!.slug, title: summary!.title });
    expect(post?.contentHtml).toContain('<');
    expect(Array.isArray(post?.slides)).toBe(true);
    expect(await getPost({ locale: 'en', slug: 'no-such-post-anywhere' })).toBeNull();
  });

  it('getPost: the slug of the same post in every language it was written in', async () => {
    const [es, en, pt] = await Promise.all([
      getPostsPage({ locale: 'es', page: 1, perPage: 1 }),
      getPostsPage({ locale: 'en', page: 1, perPage: 1 }),
      getPostsPage({ locale: 'pt', page: 1, perPage: 1 }),
    ]);
    const post = await getPost({ locale: 'es', slug: es.items[0]!.slug });
    expect(post?.slugs).toEqual({ es: es.items[0]!.slug, en: en.items[0]!.slug, pt: pt.items[0]!.slug });
    // The demo's oldest Spanish post was written in Spanish only.
    const oldest = await getPostsPage({ locale: 'es', page: es.lastPage, perPage: 1 });
    const alone = await getPost({ locale: 'es', slug: oldest.items[0]!.slug });
    expect(alone?.slugs).toEqual({ es: oldest.items[0]!.slug });
  });
});

describe('mf getters', () => {
  it('getTalentsPage: models and talents by category, 20 a page, with their letters', async () => {
    const models = await getTalentsPage({ category: 'models', page: 1 });
    expect(models.items).toHaveLength(20);
    expect(models.total).toBeGreaterThan(20);
    expect(models.letters.length).toBeGreaterThan(0);
    for (const talent of models.items) expect(talent.categoryIds).toContain(1);
    const talents = await getTalentsPage({ category: 'talents', page: 1, perPage: 5 });
    for (const talent of talents.items) expect(talent.categoryIds).toContain(1891);
    const names = models.items.map((talent) => talent.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
  });

  it('getTalentsPage: a letter filter keeps only those names and the full set of letters', async () => {
    const all = await getTalentsPage({ category: 'models', page: 1 });
    const letter = all.letters[0]!;
    const filtered = await getTalentsPage({ category: 'models', letter, page: 1 });
    expect(filtered.items.length).toBeGreaterThan(0);
    for (const talent of filtered.items) {
      expect(talent.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().startsWith(letter)).toBe(true);
    }
    expect(filtered.letters).toEqual(all.letters);
  });

  it('getTalentProfile: the profile with galleries free of null files; null for an unknown id', async () => {
    const [first] = (await getTalentsPage({ category: 'models', page: 1 })).items;
    const profile = await getTalentProfile(first!.id);
    expect(profile).toMatchObject({ id: first!.id, name: first!.name });
    const galleries = profile!.galleries;
    for (const item of [...galleries.book, ...galleries.snap, ...galleries.compo])
      // The embedded backend listens on this machine: its pictures are named by the site's own path.
      expect(item.url).toMatch(/^\/media\//);
    for (const video of galleries.video) expect(video.videoId.length).toBeGreaterThan(0);
    expect(await getTalentProfile(99_999_999)).toBeNull();
  });

  it('getAttributes: localized countries, the cities of the chosen country (Mexico by default), skills', async () => {
    const es = await getAttributes({ locale: 'es' });
    const en = await getAttributes({ locale: 'en' });
    expect(es.countries.length).toBeGreaterThan(100);
    expect(es.cities.length).toBeGreaterThan(0);
    expect(es.skills.length).toBeGreaterThan(0);
    // The application lists the back end's skills (sorted by name): the words a profile's are shown in.
    const names = (list: { name: string }[]) => list.map(({ name }) => name).sort();
    expect(names(es.skills)).toEqual(skills.map((skill) => skill.es).sort());
    expect(names(en.skills)).toEqual(skills.map((skill) => skill.en).sort());
    expect(es.countries.find((c) => c.id === 1)?.name).toMatch(/M[eé]xico/);
    expect(en.countries.map((c) => c.name)).not.toEqual(es.countries.map((c) => c.name));
    const other = es.countries.find((c) => c.id !== 1 && c.name.match(/Brasil|Colombia|Argentina/));
    const cities = await getAttributes({ locale: 'es', countryId: other!.id });
    expect(cities.cities.map((c) => c.id)).not.toEqual(es.cities.map((c) => c.id));
  });
});
