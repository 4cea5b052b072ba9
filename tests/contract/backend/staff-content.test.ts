import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { profileAnswerSchema, talentsAnswerSchema } from '@/lib/api/schemas/mf';
import { startBackend, type RunningBackend } from '../../support/backend';
import { sampleImages, type SampleImages } from '../../support/contract/application-form';
import { clientFor } from '../../support/contract/client';
import { staffTalent } from '../../support/contract/staff-talent';
import { readJson } from '../../support/json';

type Profile = z.infer<typeof profileAnswerSchema>['data'];
type TalentsPage = z.infer<typeof talentsAnswerSchema>;
type Editable = {
  id: number;
  name: string;
  hidden: boolean;
  tags: number[];
  cover: { url: string } | null;
  pictures: { id: number; gallery: string; url: string }[];
};

// The roster and the news as the staff keep them (docs/staff.md), on a backend of this file's own, read back
// through the services the site reads: what staff save is what the public pages get.
const demo = { email: 'admin@polanco.example', password: 'demo-staff-password' };

let backend: RunningBackend;
let client: ReturnType<typeof clientFor>;
let images: SampleImages;
let session: string;

function staff(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers: Record<string, string> = {
    'x-staff-session': session,
    ...(init.headers as Record<string, string>),
  };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return client.panel(`/api/staff${path}`, {
    ...init,
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
}

/** Publishes (or unpublishes) a talent, post or slide the staff made: each starts as a draft. */
async function publish(path: string, published = true): Promise<void> {
  expect((await staff(`${path}/published`, { method: 'PUT', json: { published } })).status).toBe(200);
}

/** A talent made and published, as these tests read it through the public services. */
async function create(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await staff('/talents', { method: 'POST', json: staffTalent(overrides) });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const { id } = (await readJson<{ data: { id: number } }>(answer)).data;
  await publish(`/talents/${id}`);
  return id;
}

function pictures(gallery: string, blobs: Blob[]): FormData {
  const form = new FormData();
  form.set('gallery', gallery);
  blobs.forEach((blob, index) => form.set(`picture_${index + 1}`, blob, `p${index + 1}.jpg`));
  return form;
}

const upload = (id: number, gallery: string, blobs: Blob[]) =>
  staff(`/talents/${id}/pictures`, { method: 'POST', body: pictures(gallery, blobs) });

const jpeg = () => new Blob([images.jpeg], { type: 'image/jpeg' });

async function publicProfile(id: number) {
  return client.mf(`/api/talent/profile?language=pt&id=${id}&tags=1`);
}

async function roster(search: string): Promise<TalentsPage['data']['data']> {
  const answer = await client.mf('/api/talents?paginate=50', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 1, search }),
  });
  return (await readJson<TalentsPage>(answer)).data.data;
}

async function editable(id: number): Promise<Editable> {
  return (await readJson<{ data: Editable }>(await staff(`/talents/${id}`))).data;
}

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  client = clientFor(backend.url);
  images = await sampleImages();
  const signIn = await client.panel('/api/staff/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demo, address: '198.51.100.60' }),
  });
  session = (await readJson<{ token: string }>(signIn)).token;
}, 120_000);

afterAll(() => backend?.stop());

describe('a talent created by the staff', () => {
  it('is on the roster and has a profile with its cover, book in order, measures and tags', async () => {
    const id = await create();
    expect((await upload(id, 'cover', [jpeg()])).status).toBe(201);
    const book = await upload(id, 'book', [jpeg(), new Blob([images.png]), new Blob([images.gif])]);
    expect(book.status).toBe(201);
    const bookIds = (await readJson<{ data: { ids: number[] } }>(book)).data.ids;

    const listed = await roster('staffcreated');
    expect(listed.map((row) => row.id)).toEqual([id]);
    expect(listed[0]!.cover).toMatch(/\/media\/staff\/talents\//);
    const profile = (await readJson<{ data: Profile }>(await publicProfile(id))).data;
    expect(profile).toMatchObject({
      name: 'Zoe Staffcreated',
      height: `178/5'10"`,
      eyes: 'Green',
      hair: 'Blonde',
    });
    expect(profile.tags?.map((tag) => tag.id)).toEqual([2, 1]);
    expect(profile.book?.map((item) => item.id)).toEqual(bookIds);
    for (const item of profile.book ?? []) {
      const file = await fetch(item.file!);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\/(jpeg|png|gif)$/);
    }

    const reversed = [...bookIds].reverse();
    const ordered = await staff(`/talents/${id}/pictures/order`, {
      method: 'PUT',
      json: { gallery: 'book', order: reversed },
    });
    expect(ordered.status).toBe(200);
    const after = (await readJson<{ data: Profile }>(await publicProfile(id))).data;
    expect(after.book?.map((item) => item.id)).toEqual(reversed);
  });

  it('is hidden from the roster and its profile when unpublished, and back when published', async () => {
    const id = await create({ name: 'Hidden Staffperson' });
    await publish(`/talents/${id}`, false);
    expect(await roster('staffperson')).toEqual([]);
    expect((await publicProfile(id)).status).toBe(404);
    expect((await editable(id)).hidden).toBe(true);
    await publish(`/talents/${id}`);
    expect((await roster('staffperson')).map((row) => row.id)).toEqual([id]);
  });

  it('goes to the trash with its pictures, whose files go when it is deleted for good', async () => {
    const id = await create({ name: 'Deleted Staffperson' });
    await upload(id, 'cover', [jpeg()]);
    await upload(id, 'book', [jpeg()]);
    const before = await editable(id);
    const urls = [before.cover!.url, ...before.pictures.map((picture) => picture.url)];
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    expect((await staff(`/talents/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await publicProfile(id)).status).toBe(404);
    expect((await staff(`/talents/${id}`)).status).toBe(404);
    for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
    expect((await staff(`/trash/talent/${id}`, { method: 'DELETE' })).status).toBe(204);
    for (const url of urls) expect((await fetch(url)).status, url).toBe(404);
  });

  it('loses one picture to the trash, and a new cover replaces the old file', async () => {
    const id = await create({ name: 'Picture Staffperson' });
    await upload(id, 'cover', [jpeg()]);
    const firstCover = (await editable(id)).cover!.url;
    await upload(id, 'cover', [new Blob([images.png])]);
    const secondCover = (await editable(id)).cover!.url;
    expect(secondCover).not.toBe(firstCover);
    expect((await fetch(firstCover)).status).toBe(404);
    const added = await readJson<{ data: { ids: number[] } }>(await upload(id, 'snap', [jpeg(), jpeg()]));
    const [gone, kept] = added.data.ids;
    const goneUrl = (await editable(id)).pictures.find((picture) => picture.id === gone)!.url;
    expect((await staff(`/talents/${id}/pictures/${gone}`, { method: 'DELETE' })).status).toBe(204);
    expect((await editable(id)).pictures.map((picture) => picture.id)).toEqual([kept]);
    expect((await staff(`/trash/picture/${gone}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(goneUrl)).status).toBe(404);
  });
});

describe("a talent's videos, kept by the staff", () => {
  type Video = { id: number; provider: string; file: string };

  it('are added by the links people paste, in order, on the profile, and removed', async () => {
    const id = await create({ name: 'Vera Videos' });
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871/8272103f6e']) {
      const added = await staff(`/talents/${id}/videos`, { method: 'POST', json: { link } });
      expect(added.status, await added.clone().text()).toBe(201);
    }
    const profile = (await readJson<{ data: Profile & { video: Video[] } }>(await publicProfile(id))).data;
    expect(profile.video.map(({ provider, file }) => ({ provider, file }))).toEqual([
      { provider: 'youtube', file: 'dQw4w9WgXcQ' },
      { provider: 'vimeo', file: '76979871/8272103f6e' },
    ]);
    const listed = (
      await readJson<{ data: { videos: { id: number; watch: string }[] } }>(await staff(`/talents/${id}`))
    ).data.videos;
    expect(listed.map((video) => video.watch)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871/8272103f6e',
    ]);
    expect((await staff(`/talents/${id}/videos/${listed[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await readJson<{ data: Profile & { video: Video[] } }>(await publicProfile(id))).data;
    expect(after.video.map((video) => video.provider)).toEqual(['vimeo']);
    expect((await staff(`/talents/${id}/videos/${listed[0]!.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuse a link that names no video, and a talent that does not exist', async () => {
    const id = await create({ name: 'Vera Sinvideo' });
    const bad = await staff(`/talents/${id}/videos`, {
      method: 'POST',
      json: { link: 'https://www.youtube.com/channel/UC123' },
    });
    expect(bad.status).toBe(400);
    expect((await readJson<{ errors: Record<string, string[]> }>(bad)).errors).toEqual({ link: ['video'] });
    const nobody = await staff('/talents/2000000000/videos', {
      method: 'POST',
      json: { link: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(nobody.status).toBe(404);
  });
});

describe('what the staff send is checked', () => {
  it('refuses fields outside the vocabulary, with a code per field', async () => {
    const answer = await staff('/talents', {
      method: 'POST',
      json: staffTalent({
        height: '178',
        eyes: 'Violet',
        instagram: 'https://evil.example/x',
        birthdate: '2001-13-45',
        name: ' ',
      }),
    });
    expect(answer.status).toBe(400);
    const body = await readJson<{ errors: Record<string, string[]> }>(answer);
    expect(body.errors).toEqual({
      height: ['height'],
      eyes: ['unknown'],
      instagram: ['link'],
      birthdate: ['date'],
      name: ['required'],
    });
    const unknownTag = await staff('/talents', { method: 'POST', json: staffTalent({ tags: [999] }) });
    expect(unknownTag.status).toBe(400);
    expect((await readJson<{ errors: Record<string, string[]> }>(unknownTag)).errors).toEqual({
      tags: ['unknown'],
    });
  });

  it('refuses what is no picture, a second cover, too many, and an unknown gallery or order', async () => {
    const id = await create({ name: 'Checked Staffperson' });
    const fake = await upload(id, 'book', [new Blob(['%PDF-1.4 not a picture'], { type: 'image/jpeg' })]);
    expect(fake.status).toBe(415);
    expect((await upload(id, 'cover', [jpeg(), jpeg()])).status).toBe(400);
    expect((await upload(id, 'book', Array.from({ length: 11 }, jpeg))).status).toBe(400);
    expect((await upload(id, 'posters', [jpeg()])).status).toBe(400);
    expect((await upload(999_999, 'book', [jpeg()])).status).toBe(404);
    const book = await readJson<{ data: { ids: number[] } }>(await upload(id, 'book', [jpeg(), jpeg()]));
    for (const order of [[book.data.ids[0]], [...book.data.ids, 1], [book.data.ids[0], book.data.ids[0]]]) {
      const answer = await staff(`/talents/${id}/pictures/order`, {
        method: 'PUT',
        json: { gallery: 'book', order },
      });
      expect(answer.status, JSON.stringify(order)).toBe(400);
    }
  });

  it('answers nothing without a staff session', async () => {
    const anonymous = (path: string, method = 'GET') =>
      client.panel(`/api/staff${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
    for (const [path, method] of [
      ['/talents', 'GET'],
      ['/talents', 'POST'],
      ['/talents/1', 'PUT'],
      ['/talents/1', 'DELETE'],
      ['/talents/1/pictures', 'POST'],
      ['/tags', 'GET'],
      ['/posts/1', 'GET'],
      ['/posts/1/pictures', 'POST'],
      ['/posts/1/slides', 'POST'],
      ['/posts/1/slides/order', 'PUT'],
      ['/posts/1/slides/1', 'DELETE'],
    ] as const) {
      expect((await anonymous(path, method)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('a news post written by the staff', () => {
  const post = (overrides: Record<string, unknown> = {}) => ({
    language: 'es',
    title: 'Nueva campaña en Tulum',
    slug: 'nueva-campana-en-tulum',
    description: 'Tres días de fotos frente al mar.',
    content: '<p>Con <strong>cinco</strong> modelos de la agencia.</p>',
    date: '2030-01-15',
    ...overrides,
  });
  const publicPost = (language: string, slug: string) => client.panel(`/api/posts/news/${language}/${slug}`);

  it('is on the news list first (its date is the newest) and at its address, with its cover', async () => {
    const created = await staff('/posts', { method: 'POST', json: post() });
    expect(created.status).toBe(201);
    const { id } = (await readJson<{ data: { id: number } }>(created)).data;
    await publish(`/posts/${id}`);
    const list = await readJson<{ data: { id: number; title: string }[] }>(
      await client.panel('/api/posts/news/es?per_page=1'),
    );
    expect(list.data[0]).toMatchObject({ id, title: 'Nueva campaña en Tulum' });
    const form = new FormData();
    form.set('picture', 'cover');
    form.set('file', jpeg(), 'cover.jpg');
    expect((await staff(`/posts/${id}/pictures`, { method: 'POST', body: form })).status).toBe(201);
    const page = await readJson<{ data: { content: string; cover: string } }>(
      await publicPost('es', 'nueva-campana-en-tulum'),
    );
    expect(page.data.content).toBe('<p>Con <strong>cinco</strong> modelos de la agencia.</p>');
    expect((await fetch(page.data.cover)).status).toBe(200);

    const edited = await staff(`/posts/${id}`, {
      method: 'PUT',
      json: { ...post({ title: 'Campaña en Tulum, día uno' }), version: 1 },
    });
    expect(edited.status).toBe(200);
    const renamed = await readJson<{ data: { title: string } }>(
      await publicPost('es', 'nueva-campana-en-tulum'),
    );
    expect(renamed.data.title).toBe('Campaña en Tulum, día uno');

    expect((await staff(`/posts/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await publicPost('es', 'nueva-campana-en-tulum')).status).toBe(404);
    expect((await staff(`/trash/post/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(page.data.cover)).status).toBe(404);
  });

  it('given a picture as its only cover, has a thumbnail made from it, which follows the cover until one is uploaded', async () => {
    const created = await staff('/posts', {
      method: 'POST',
      json: post({ slug: 'solo-una-portada', date: '2030-02-01' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await readJson<{ data: { id: number } }>(created)).data;
    await publish(`/posts/${id}`);
    const send = (picture: 'cover' | 'thumbnail', blob: Blob) => {
      const form = new FormData();
      form.set('picture', picture);
      form.set('file', blob, `${picture}.jpg`);
      return staff(`/posts/${id}/pictures`, { method: 'POST', body: form });
    };
    const drawn = async (width: number, height: number, format: 'jpeg' | 'png') => {
      const image = sharp({ create: { width, height, channels: 3, background: '#2a6' } });
      return new Blob([new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer())]);
    };
    type Pictures = { cover: string | null; thumbnail: string | null };
    const shown = async (): Promise<Pictures> => {
      const list = await readJson<{ data: (Pictures & { id: number })[] }>(
        await client.panel('/api/posts/news/es?per_page=1'),
      );
      const page = await readJson<{ data: Pictures }>(await publicPost('es', 'solo-una-portada'));
      expect(list.data[0]).toMatchObject({ id, cover: page.data.cover, thumbnail: page.data.thumbnail });
      return page.data;
    };
    const picture = async (url: string | null) => {
      const answer = await fetch(url!);
      expect(answer.status).toBe(200);
      return sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    };
    const gone = async (url: string | null) => expect((await fetch(url!)).status).toBe(404);

    // The public answer is a picture post: a post with a thumbnail has a picture cover (the contract).
    expect((await send('cover', await drawn(2400, 1600, 'jpeg'))).status).toBe(201);
    const first = await shown();
    expect(first.thumbnail).not.toBeNull();
    expect(first.thumbnail).not.toBe(first.cover);
    expect(await picture(first.cover)).toMatchObject({ format: 'jpeg', width: 2400, height: 1600 });
    expect(await picture(first.thumbnail)).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    const editable = await readJson<{ data: Pictures }>(await staff(`/posts/${id}`));
    expect(editable.data).toMatchObject({ cover: first.cover, thumbnail: first.thumbnail });

    // A new cover brings a new thumbnail; the old cover's goes with it.
    expect((await send('cover', await drawn(400, 300, 'png'))).status).toBe(201);
    const second = await shown();
    expect(await picture(second.thumbnail)).toMatchObject({ format: 'png', width: 400, height: 300 });
    await gone(first.cover);
    await gone(first.thumbnail);

    // A thumbnail uploaded takes the made one's place, and stays when the cover changes.
    expect((await send('thumbnail', await drawn(600, 400, 'jpeg'))).status).toBe(201);
    const third = await shown();
    expect(third.cover).toBe(second.cover);
    expect(await picture(third.thumbnail)).toMatchObject({ width: 600, height: 400 });
    await gone(second.thumbnail);
    expect((await send('cover', await drawn(800, 600, 'jpeg'))).status).toBe(201);
    const fourth = await shown();
    expect(fourth.thumbnail).toBe(third.thumbnail);
    await gone(second.cover);

    expect((await staff(`/posts/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await staff(`/trash/post/${id}`, { method: 'DELETE' })).status).toBe(204);
    await gone(fourth.cover);
    await gone(fourth.thumbnail);
  });

  it('keeps one address per language, and refuses a bad address or date with their codes', async () => {
    const first = await staff('/posts', { method: 'POST', json: post({ slug: 'una-sola-vez' }) });
    expect(first.status).toBe(201);
    const again = await staff('/posts', { method: 'POST', json: post({ slug: 'una-sola-vez' }) });
    expect(again.status).toBe(409);
    expect((await readJson<{ errors: Record<string, string[]> }>(again)).errors).toEqual({ slug: ['taken'] });
    expect(
      (await staff('/posts', { method: 'POST', json: post({ slug: 'una-sola-vez', language: 'en' }) }))
        .status,
    ).toBe(201);
    const bad = await staff('/posts', {
      method: 'POST',
      json: post({ slug: 'Con Espacios', date: '2026-02-30', title: '' }),
    });
    expect(bad.status).toBe(400);
    expect((await readJson<{ errors: Record<string, string[]> }>(bad)).errors).toEqual({
      slug: ['slug'],
      date: ['date'],
      title: ['required'],
    });
  });
});

describe("a news post's slides, kept by the staff", () => {
  type Slides = { data: { slides: { id: number; url: string }[] } };
  type PublicPost = { data: { slides: { id: number; slide_url: string }[] } };

  async function newPost(slug: string): Promise<number> {
    const created = await staff('/posts', {
      method: 'POST',
      json: {
        language: 'en',
        title: 'Slides',
        slug,
        description: 'd',
        content: '<p>c</p>',
        date: '2029-03-01',
      },
    });
    const { id } = (await readJson<{ data: { id: number } }>(created)).data;
    await publish(`/posts/${id}`);
    return id;
  }
  const addSlides = (id: number, blobs: Blob[]) => {
    const form = new FormData();
    blobs.forEach((blob, index) => form.set(`picture_${index + 1}`, blob, `s${index + 1}.jpg`));
    return staff(`/posts/${id}/slides`, { method: 'POST', body: form });
  };
  const slidesOf = async (id: number) => (await readJson<Slides>(await staff(`/posts/${id}`))).data.slides;
  const publicSlides = async (slug: string) =>
    (await readJson<PublicPost>(await client.panel(`/api/posts/news/en/${slug}`))).data.slides;

  it('are added after the last, read by the public post in the order the staff set, and removed', async () => {
    const id = await newPost('post-with-slides');
    const first = await addSlides(id, [jpeg(), new Blob([images.png])]);
    expect(first.status, await first.clone().text()).toBe(201);
    const second = await addSlides(id, [jpeg()]);
    const ids = [
      ...(await readJson<{ data: { ids: number[] } }>(first)).data.ids,
      ...(await readJson<{ data: { ids: number[] } }>(second)).data.ids,
    ];
    expect((await slidesOf(id)).map((slide) => slide.id)).toEqual(ids);
    expect((await publicSlides('post-with-slides')).map((slide) => slide.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    const ordered = await staff(`/posts/${id}/slides/order`, { method: 'PUT', json: { order: reversed } });
    expect(ordered.status).toBe(200);
    const slides = await publicSlides('post-with-slides');
    expect(slides.map((slide) => slide.id)).toEqual(reversed);
    for (const slide of slides) expect((await fetch(slide.slide_url)).status).toBe(200);

    const [gone, ...kept] = slides;
    expect((await staff(`/posts/${id}/slides/${gone!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await slidesOf(id)).map((slide) => slide.id)).toEqual(kept.map((slide) => slide.id));
    expect((await staff(`/posts/${id}/slides/${gone!.id}`, { method: 'DELETE' })).status).toBe(404);

    // A post deleted for good takes its slides' files with it, those in the trash too.
    expect((await staff(`/posts/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await staff(`/trash/post/${id}`, { method: 'DELETE' })).status).toBe(204);
    for (const slide of slides) expect((await fetch(slide.slide_url)).status).toBe(404);
  });

  it("refuse what is no picture, none or too many, an order that is not the post's, and an unknown post", async () => {
    const id = await newPost('post-with-refusals');
    const text = new Blob(['not a picture'], { type: 'image/jpeg' });
    expect((await addSlides(id, [text])).status).toBe(415);
    expect((await addSlides(id, [])).status).toBe(400);
    expect((await addSlides(id, Array.from({ length: 11 }, jpeg))).status).toBe(400);
    const added = await readJson<{ data: { ids: number[] } }>(await addSlides(id, [jpeg()]));
    for (const order of [[], [added.data.ids[0], added.data.ids[0]], [added.data.ids[0]! + 1000]]) {
      const answer = await staff(`/posts/${id}/slides/order`, { method: 'PUT', json: { order } });
      expect(answer.status, JSON.stringify(order)).toBe(400);
    }
    expect((await addSlides(2_000_000, [jpeg()])).status).toBe(404);
    expect((await slidesOf(id)).map((slide) => slide.id)).toEqual(added.data.ids);
  });
});

describe("the agency's social links, kept by the staff", () => {
  const links = {
    facebook: 'https://www.facebook.com/polanco.cdmx',
    instagram: 'https://instagram.com/polanco.cdmx',
    tiktok: 'https://www.tiktok.com/@polanco.cdmx',
  };

  it('are what the panel then answers for the footer, and stay three', async () => {
    const { version } = (await readJson<{ data: { version: number } }>(await staff('/social-links'))).data;
    const saved = await staff('/social-links', { method: 'PUT', json: { ...links, version } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await readJson<{ data: typeof links }>(await staff('/social-links'))).data).toMatchObject(links);
    const footer = await readJson<{ data: Record<string, { link: string }> }>(
      await client.panel('/api/social-media'),
    );
    expect(footer.data).toEqual({
      facebook: { link: links.facebook },
      instagram: { link: links.instagram },
      tiktok: { link: links.tiktok },
    });
  });

  it('refuses a link off its network, not HTTPS, or missing, with a code per field, and keeps the old ones', async () => {
    const bad = await staff('/social-links', {
      method: 'PUT',
      json: {
        facebook: 'https://evil.example/polanco',
        instagram: 'http://instagram.com/x',
        tiktok: '',
        version: 2,
      },
    });
    expect(bad.status).toBe(400);
    expect((await readJson<{ errors: Record<string, string[]> }>(bad)).errors).toEqual({
      facebook: ['link'],
      instagram: ['link'],
      tiktok: ['required'],
    });
    expect((await readJson<{ data: typeof links }>(await staff('/social-links'))).data).toMatchObject(links);
  });

  it('are neither read nor changed without a staff session', async () => {
    const anonymous = await client.panel('/api/staff/social-links', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(links),
    });
    expect(anonymous.status).toBe(403);
    expect((await client.panel('/api/staff/social-links')).status).toBe(403);
  });
});

describe('the slides, kept by the staff', () => {
  type Slide = { id: number; kind: string; alt: string; mobile: string | null; video: string | null };
  type PanelSlide = { id: number; type: string; alt: string; url: { desktop: string } | null };

  const slideForm = (fields: Record<string, string>, files: Record<string, Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    for (const [name, blob] of Object.entries(files)) form.set(name, blob, `${name}.bin`);
    return form;
  };
  /** Adds a slide and publishes it when it was made. */
  const add = async (fields: Record<string, string>, files: Record<string, Blob>) => {
    const answer = await staff('/slides', { method: 'POST', body: slideForm(fields, files) });
    if (answer.status === 201)
      await publish(`/slides/${(await readJson<{ data: { id: number } }>(answer.clone())).data.id}`);
    return answer;
  };
  const listed = async (type: string) =>
    (await readJson<{ data: Slide[] }>(await staff(`/slides?type=${type}`))).data;
  const panelSlides = async (type: string) =>
    (await readJson<{ data: PanelSlide[] }>(await client.panel(`/api/slides/${type}`))).data;

  it('adds an image slide and a video slide last, which the home then reads in the order the staff set', async () => {
    const before = await panelSlides('slidereach');
    const image = await add(
      { type: 'slidereach', kind: 'image', alt: 'Casting de otoño' },
      { mobile: jpeg(), desktop: new Blob([images.png]) },
    );
    expect(image.status, await image.clone().text()).toBe(201);
    const imageId = (await readJson<{ data: { id: number } }>(image)).data.id;
    const mp4 = new Blob([await readFile('backend/seed/assets/waves.mp4')], { type: 'video/mp4' });
    const video = await add(
      { type: 'slidereach', kind: 'video', alt: 'Olas' },
      { video: mp4, poster: jpeg() },
    );
    expect(video.status, await video.clone().text()).toBe(201);
    const videoId = (await readJson<{ data: { id: number } }>(video)).data.id;

    const after = await panelSlides('slidereach');
    expect(after.map((slide) => slide.id)).toEqual([...before.map((slide) => slide.id), imageId, videoId]);
    const added = after.find((slide) => slide.id === imageId)!;
    expect(added).toMatchObject({ type: 'image', alt: 'Casting de otoño' });
    expect((await fetch(added.url!.desktop)).headers.get('content-type')).toBe('image/png');
    const staffView = await listed('slidereach');
    expect((await fetch(staffView.find((slide) => slide.id === videoId)!.video!)).status).toBe(200);

    const order = [videoId, ...before.map((slide) => slide.id), imageId];
    expect(
      (await staff('/slides/order', { method: 'PUT', json: { type: 'slidereach', order } })).status,
    ).toBe(200);
    expect((await panelSlides('slidereach')).map((slide) => slide.id)).toEqual(order);
  });

  it('deletes a slide with the files the staff sent for it, once out of the trash', async () => {
    const made = await add(
      { type: 'slides', kind: 'image', alt: 'Para borrar' },
      { mobile: jpeg(), desktop: jpeg() },
    );
    const id = (await readJson<{ data: { id: number } }>(made)).data.id;
    const slide = (await listed('slides')).find((item) => item.id === id)!;
    expect((await fetch(slide.mobile!)).status).toBe(200);
    expect((await staff(`/slides/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await panelSlides('slides')).map((item) => item.id)).not.toContain(id);
    expect((await staff(`/trash/slide/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(slide.mobile!)).status).toBe(404);
    expect((await staff(`/slides/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a slide without its files, a file that is not what it claims, and an order that is not the slider', async () => {
    const missing = await add({ type: 'slides', kind: 'image', alt: '' }, { mobile: jpeg() });
    expect(missing.status).toBe(400);
    expect((await readJson<{ errors: Record<string, string[]> }>(missing)).errors).toEqual({
      alt: ['required'],
      desktop: ['required'],
    });
    const fakeVideo = await add(
      { type: 'slides', kind: 'video', alt: 'No es un video' },
      { video: jpeg(), poster: jpeg() },
    );
    expect(fakeVideo.status).toBe(415);
    expect((await readJson<{ errors: Record<string, string[]> }>(fakeVideo)).errors).toEqual({
      video: ['type'],
    });
    const fakePicture = await add(
      { type: 'slides', kind: 'image', alt: 'No es una foto' },
      { mobile: new Blob(['<svg/>']), desktop: jpeg() },
    );
    expect(fakePicture.status).toBe(415);
    const slides = (await listed('slides')).map((slide) => slide.id);
    const wrongOrder = await staff('/slides/order', {
      method: 'PUT',
      json: { type: 'slides', order: slides.slice(1) },
    });
    expect(wrongOrder.status).toBe(400);
    expect((await listed('slides')).map((slide) => slide.id)).toEqual(slides);
    expect((await client.panel('/api/staff/slides?type=slides')).status).toBe(403);
  });
});
