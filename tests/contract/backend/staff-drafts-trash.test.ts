import { ownDatabaseAround } from '../../support/contract/own-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems, talents } from '@/backend/db/schema';
import { addPictures } from '@/backend/staff/talent-pictures';
import { emptyTrashBefore, moveToTrash } from '@/backend/staff/trash';
import { startBackend, type RunningBackend } from '../../support/backend';
import { sampleImages, type SampleImages } from '../../support/contract/application-form';
import { clientFor } from '../../support/contract/client';
import { staffTalent } from '../../support/contract/staff-talent';
import { readJson } from '../../support/json';

// Drafts and the trash (docs/staff.md, "Drafts, preview and the trash"): what the staff make is on no public
// answer until published, and what they remove leaves every answer, public and staff, until restored.

let backend: RunningBackend;
let client: ReturnType<typeof clientFor>;
let images: SampleImages;
const sessions: Record<'admin' | 'editor', string> = { admin: '', editor: '' };

async function signIn(email: string, password: string): Promise<string> {
  const answer = await client.panel('/api/staff/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, address: '198.51.100.61' }),
  });
  expect(answer.status).toBe(201);
  return (await readJson<{ token: string }>(answer)).token;
}

function staff(path: string, init: RequestInit & { json?: unknown; as?: 'admin' | 'editor' | null } = {}) {
  const { as = 'admin', json, ...rest } = init;
  const headers: Record<string, string> = as ? { 'x-staff-session': sessions[as] } : {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  return client.panel(`/api/staff${path}`, {
    ...rest,
    headers,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}

const idOf = async (answer: Response) => {
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await readJson<{ data: { id: number } }>(answer)).data.id;
};
const publish = async (path: string, published = true) =>
  expect((await staff(`${path}/published`, { method: 'PUT', json: { published } })).status).toBe(200);
const jpeg = () => new Blob([images.jpeg], { type: 'image/jpeg' });

/** Every public answer that names talents: the roster (and its count, which the sitemap reads), the profile. */
async function publicTalent(id: number, search: string) {
  const answer = await client.mf('/api/talents?paginate=50', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 1, search }),
  });
  const page = (await readJson<{ data: { data: { id: number }[]; total: number } }>(answer)).data;
  const profile = await client.mf(`/api/talent/profile?language=pt&id=${id}`);
  return { listed: page.data.some((row) => row.id === id), total: page.total, profile: profile.status };
}

/** The news list (which the sitemap reads too) and the post at its address. */
async function publicPost(id: number, slug: string) {
  const list = await readJson<{ data: { id: number }[] }>(
    await client.panel('/api/posts/news/en?per_page=50'),
  );
  const item = await client.panel(`/api/posts/news/en/${slug}`);
  return { listed: list.data.some((row) => row.id === id), item: item.status };
}

const publicSlides = async () =>
  (await readJson<{ data: { id: number }[] }>(await client.panel('/api/slides/slides'))).data.map(
    (s) => s.id,
  );

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  client = clientFor(backend.url);
  images = await sampleImages();
  sessions.admin = await signIn('admin@polanco.example', 'demo-staff-password');
  const editor = {
    email: 'drafts-editor@example.com',
    name: 'Ed',
    role: 'editor',
    password: 'an-editor-password',
  };
  expect((await staff('/accounts', { method: 'POST', json: editor })).status).toBe(201);
  sessions.editor = await signIn(editor.email, editor.password);
}, 120_000);

afterAll(() => backend?.stop());

describe('a draft', () => {
  it('talent is on no public answer until published, and off again when unpublished', async () => {
    const id = await idOf(
      await staff('/talents', { method: 'POST', json: staffTalent({ name: 'Dora Draft' }) }),
    );
    expect(await publicTalent(id, 'dora')).toEqual({ listed: false, total: 0, profile: 404 });
    const staffList = await readJson<{ data: { id: number; hidden: boolean }[] }>(
      await staff('/talents?q=dora'),
    );
    expect(staffList.data).toEqual([expect.objectContaining({ id, hidden: true })]);
    const preview = await staff(`/talents/${id}/preview`, { as: 'editor' });
    expect((await readJson<{ data: { name: string } }>(preview)).data.name).toBe('Dora Draft');

    await publish(`/talents/${id}`);
    expect(await publicTalent(id, 'dora')).toEqual({ listed: true, total: 1, profile: 200 });
    await publish(`/talents/${id}`, false);
    expect(await publicTalent(id, 'dora')).toEqual({ listed: false, total: 0, profile: 404 });
  });

  it('post is on neither the news list nor its address until published', async () => {
    const post = {
      language: 'en',
      title: 'A draft post',
      slug: 'a-draft-post',
      description: 'd',
      content: '<p>c</p>',
      date: '2031-01-01',
    };
    const id = await idOf(await staff('/posts', { method: 'POST', json: post }));
    expect(await publicPost(id, post.slug)).toEqual({ listed: false, item: 404 });
    const preview = await staff(`/posts/${id}/preview`);
    expect((await readJson<{ data: { title: string; slides: unknown[] } }>(preview)).data).toMatchObject({
      title: 'A draft post',
      slides: [],
    });
    await publish(`/posts/${id}`);
    expect(await publicPost(id, post.slug)).toEqual({ listed: true, item: 200 });
    await publish(`/posts/${id}`, false);
    expect(await publicPost(id, post.slug)).toEqual({ listed: false, item: 404 });
  });

  it('slide is not on the home until published', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ type: 'slides', kind: 'image', alt: 'Borrador' }))
      form.set(name, value);
    form.set('mobile', jpeg(), 'm.jpg');
    form.set('desktop', jpeg(), 'd.jpg');
    const id = await idOf(await staff('/slides', { method: 'POST', body: form }));
    expect(await publicSlides()).not.toContain(id);
    await publish(`/slides/${id}`);
    expect(await publicSlides()).toContain(id);
  });
});

describe('the trash', () => {
  it('takes a picture off the profile and the editor, and a restore puts it back in its place', async () => {
    const id = await idOf(
      await staff('/talents', { method: 'POST', json: staffTalent({ name: 'Tina Trash' }) }),
    );
    await publish(`/talents/${id}`);
    const form = new FormData();
    form.set('gallery', 'book');
    for (const n of [1, 2, 3]) form.set(`picture_${n}`, jpeg(), `p${n}.jpg`);
    const added = await staff(`/talents/${id}/pictures`, { method: 'POST', body: form });
    const book = (await readJson<{ data: { ids: number[] } }>(added)).data.ids;
    const middle = book[1]!;
    const profileBook = async () =>
      (
        await readJson<{ data: { book: { id: number }[] } }>(
          await client.mf(`/api/talent/profile?language=pt&id=${id}`),
        )
      ).data.book.map((item) => item.id);
    const editorBook = async () =>
      (
        await readJson<{ data: { pictures: { id: number }[] } }>(await staff(`/talents/${id}`))
      ).data.pictures.map((picture) => picture.id);

    expect((await staff(`/talents/${id}/pictures/${middle}`, { method: 'DELETE' })).status).toBe(204);
    expect(await profileBook()).toEqual([book[0], book[2]]);
    expect(await editorBook()).toEqual([book[0], book[2]]);
    const trash = await readJson<{ data: { kind: string; id: number; name: string; by: string | null }[] }>(
      await staff('/trash'),
    );
    expect(trash.data).toContainEqual(
      expect.objectContaining({
        kind: 'picture',
        id: middle,
        name: 'Tina Trash',
        // Which picture it is: its talent's gallery, which the trash's row and question name.
        gallery: 'book',
        by: 'admin@polanco.example',
      }),
    );

    const restored = await staff(`/trash/picture/${middle}/restore`, { method: 'POST', as: 'editor' });
    expect(restored.status).toBe(200);
    expect((await readJson<{ data: unknown }>(restored)).data).toEqual({
      kind: 'picture',
      id: middle,
      parent: { kind: 'talent', id },
    });
    expect(await profileBook()).toEqual(book);
    expect(await editorBook()).toEqual(book);
    expect((await staff(`/trash/picture/${middle}/restore`, { method: 'POST' })).status).toBe(404);
  });

  it('takes a talent, a post and a slide off every list, public and staff, until restored', async () => {
    const talent = await idOf(
      await staff('/talents', { method: 'POST', json: staffTalent({ name: 'Remy Removed' }) }),
    );
    await publish(`/talents/${talent}`);
    expect((await staff(`/talents/${talent}`, { method: 'DELETE' })).status).toBe(204);
    expect(await publicTalent(talent, 'remy')).toEqual({ listed: false, total: 0, profile: 404 });
    expect((await readJson<{ data: unknown[] }>(await staff('/talents?q=remy'))).data).toEqual([]);
    expect((await staff(`/talents/${talent}`)).status).toBe(404);
    expect((await staff(`/trash/talent/${talent}/restore`, { method: 'POST', as: 'editor' })).status).toBe(
      200,
    );
    expect(await publicTalent(talent, 'remy')).toEqual({ listed: true, total: 1, profile: 200 });

    const post = {
      language: 'en',
      title: 'Removed post',
      slug: 'removed-post',
      description: 'd',
      content: '<p>c</p>',
      date: '2031-02-01',
    };
    const postId = await idOf(await staff('/posts', { method: 'POST', json: post }));
    await publish(`/posts/${postId}`);
    expect((await staff(`/posts/${postId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await publicPost(postId, post.slug)).toEqual({ listed: false, item: 404 });
    const staffPosts = await readJson<{ data: { id: number }[] }>(
      await staff('/posts?language=en&per_page=100'),
    );
    expect(staffPosts.data.map((row) => row.id)).not.toContain(postId);
    expect((await staff(`/trash/post/${postId}/restore`, { method: 'POST' })).status).toBe(200);
    expect(await publicPost(postId, post.slug)).toEqual({ listed: true, item: 200 });

    const slideId = (await publicSlides())[0]!;
    expect((await staff(`/slides/${slideId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await publicSlides()).not.toContain(slideId);
    const staffSlides = await readJson<{ data: { id: number }[] }>(await staff('/slides?type=slides'));
    expect(staffSlides.data.map((slide) => slide.id)).not.toContain(slideId);
    expect((await staff(`/trash/slide/${slideId}/restore`, { method: 'POST' })).status).toBe(200);
    expect((await publicSlides())[0]).toBe(slideId);
  });

  it("removes a talent's cover with its file", async () => {
    const id = await idOf(
      await staff('/talents', { method: 'POST', json: staffTalent({ name: 'Cora Cover' }) }),
    );
    const form = new FormData();
    form.set('gallery', 'cover');
    form.set('picture_1', jpeg(), 'c.jpg');
    expect((await staff(`/talents/${id}/pictures`, { method: 'POST', body: form })).status).toBe(201);
    const cover = (await readJson<{ data: { cover: { url: string } } }>(await staff(`/talents/${id}`))).data
      .cover;
    expect((await staff(`/talents/${id}/cover`, { method: 'DELETE', as: 'editor' })).status).toBe(204);
    expect(
      (await readJson<{ data: { cover: unknown } }>(await staff(`/talents/${id}`))).data.cover,
    ).toBeNull();
    expect((await fetch(cover.url)).status).toBe(404);
  });

  it('answers nothing without a staff session', async () => {
    for (const [route, method] of [
      ['/talents/1/published', 'PUT'],
      ['/posts/1/published', 'PUT'],
      ['/slides/1/published', 'PUT'],
      ['/talents/1/cover', 'DELETE'],
      ['/talents/1/preview', 'GET'],
      ['/posts/1/preview', 'GET'],
      ['/trash', 'GET'],
      ['/trash/picture/1/restore', 'POST'],
      ['/trash/talent/1', 'DELETE'],
    ] as const) {
      const answer = await staff(route, {
        method,
        as: null,
        json: method === 'PUT' ? { published: true } : undefined,
      });
      expect(answer.status, `${method} ${route}`).toBe(403);
    }
  });
});

describe('the trash, emptied', () => {
  const own = ownDatabaseAround('staff-trash');

  it('deletes what was removed before the limit with its files, and keeps the rest', async () => {
    const { db } = own.database;
    const made = async (name: string) => {
      const [row] = await db
        .insert(talents)
        .values({ name, nameKey: name.toLowerCase(), letter: 'x', categoryId: 1 })
        .returning({ id: talents.id });
      const [picture] = await addPictures(own.deps, row!.id, 'book', [
        { bytes: new Uint8Array(images.jpeg), type: { ext: 'jpg', mime: 'image/jpeg' } },
      ]);
      const [item] = await db.select().from(mediaItems).where(eq(mediaItems.id, picture!));
      return { id: row!.id, picture: picture!, key: item!.path! };
    };
    const old = await made('Old Trash');
    const recent = await made('Recent Trash');
    await moveToTrash(db, 'talent', eq(talents.id, old.id));
    await moveToTrash(db, 'picture', eq(mediaItems.id, recent.picture));
    const limit = new Date(Date.now() + 60_000);
    await db
      .update(talents)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(talents.id, old.id));
    await db
      .update(mediaItems)
      .set({ deletedAt: new Date(Date.now() + 120_000) })
      .where(eq(mediaItems.id, recent.picture));

    expect(await emptyTrashBefore(own.deps, limit)).toBe(1);
    expect(await db.select().from(talents).where(eq(talents.id, old.id))).toEqual([]);
    expect(await own.deps.media.info(old.key)).toBeNull();
    expect(await db.select().from(mediaItems).where(eq(mediaItems.id, recent.picture))).toHaveLength(1);
    expect(await own.deps.media.info(recent.key)).not.toBeNull();
  });
});
