import { beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { talentInputSchema } from '@/lib/contract/talent-input';
import {
  auditLog,
  createStaffAccount,
  deleteStaffAccount,
  setStaffRole,
  staffAccounts,
} from '@/lib/api/staff-accounts';
import { moveToTrash, postPreview, setPublished, talentPreview } from '@/lib/api/staff-drafts';
import { saveRecord, staffSignIn } from '@/lib/api/staff';
import {
  orderPostSlides,
  removePostSlide,
  staffPost,
  staffPosts,
  uploadPostPicture,
  uploadPostSlides,
} from '@/lib/api/staff-posts';
import { addSlide, orderSlides, staffSlides } from '@/lib/api/staff-slides';
import { saveSocialLinks, staffSocialLinks } from '@/lib/api/staff-social';
import {
  addVideo,
  orderPictures,
  removeCover,
  removePicture,
  removeVideo,
  staffTalent,
  staffTalents,
  tagChoices,
  uploadPictures,
} from '@/lib/api/staff-talents';
import { deleteForGood, restoreFromTrash, staffTrash } from '@/lib/api/staff-trash';
import { sampleImages } from '../../support/contract/application-form';
import { staffTalent as talentFields } from '../../support/contract/staff-talent';

// The site's calls of the staff service for the roster, the news, the slides, the links, the trash and the
// accounts (lib/api/staff-*.ts) against the embedded backend: each reaches its route and reads its answer.

let session = '';
let jpeg: Blob;

beforeAll(async () => {
  const result = await staffSignIn(demoAdmin.email, demoAdmin.password, '198.51.100.41');
  if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`);
  session = result.token;
  jpeg = new Blob([(await sampleImages()).jpeg], { type: 'image/jpeg' });
});

const pictures = (fields: Record<string, string>, count: number) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (let index = 1; index <= count; index += 1) form.set(`picture_${index}`, jpeg, `p${index}.jpg`);
  return form;
};

describe('lib/api/staff-talents and staff-drafts', () => {
  it('creates, saves, unpublishes, previews, fills and empties a talent', async () => {
    const fields = talentInputSchema.parse(talentFields({ name: 'Api Recordtalent' }));
    const { id } = await saveRecord(session, 'talents', null, fields);
    const read = await staffTalent(session, id);
    expect(read).toMatchObject({ name: 'Api Recordtalent', hidden: true, version: 1 });
    expect(await saveRecord(session, 'talents', id, { ...fields, version: 1 })).toEqual({
      id,
      version: 2,
    });
    expect((await tagChoices(session)).length).toBeGreaterThan(0);
    // Kept a draft: the roster other files read from this backend stays as it is.
    await setPublished(session, 'talents', id, false);
    expect((await staffTalents(session, { q: 'Recordtalent' })).items).toMatchObject([{ id, hidden: true }]);
    expect(await talentPreview(session, id)).toMatchObject({ name: 'Api Recordtalent' });

    await uploadPictures(session, id, pictures({ gallery: 'cover' }, 1));
    const book = await uploadPictures(session, id, pictures({ gallery: 'book' }, 2));
    await orderPictures(session, id, 'book', [...book].reverse());
    await removePicture(session, id, book[0]!);
    await removeCover(session, id);
    await addVideo(session, id, 'https://youtu.be/dQw4w9WgXcQ');
    const edited = await staffTalent(session, id);
    expect(edited?.cover).toBeNull();
    expect(edited?.pictures.map((picture) => picture.id)).toEqual([book[1]]);
    await removeVideo(session, id, edited!.videos[0]!.id);
    expect((await staffTalent(session, id))?.videos).toEqual([]);

    const { items } = await staffTrash(session);
    expect(items.find((item) => item.kind === 'picture' && item.id === book[0])).toMatchObject({
      name: 'Api Recordtalent',
      gallery: 'book',
      by: demoAdmin.email,
    });
    expect(await restoreFromTrash(session, 'picture', book[0]!)).toEqual({
      kind: 'picture',
      id: book[0],
      parent: { kind: 'talent', id },
    });
    await moveToTrash(session, 'talents', id);
    expect(await staffTalent(session, id)).toBeNull();
    await deleteForGood(session, 'talent', id);
    expect((await staffTrash(session)).items.some((item) => item.kind === 'talent' && item.id === id)).toBe(
      false,
    );
  });
});

describe('lib/api/staff-posts', () => {
  it('creates, saves, previews, pictures and removes a post', async () => {
    const post = {
      language: 'es' as const,
      title: 'Api Recordpost',
      slug: `api-recordpost-${Date.now()}`,
      description: 'Resumen.',
      content: '<p>Texto.</p>',
      date: '2030-02-01',
    };
    const { id } = await saveRecord(session, 'posts', null, post);
    expect(await saveRecord(session, 'posts', id, { ...post, version: 1 })).toEqual({ id, version: 2 });
    expect((await staffPosts(session, { q: 'Api Recordpost' })).items).toMatchObject([{ id }]);
    expect(await postPreview(session, id, 'es')).toMatchObject({ title: 'Api Recordpost' });
    const cover = new FormData();
    cover.set('picture', 'cover');
    cover.set('file', jpeg, 'cover.jpg');
    await uploadPostPicture(session, id, cover);
    const slides = await uploadPostSlides(session, id, pictures({}, 2));
    await orderPostSlides(session, id, [...slides].reverse());
    await removePostSlide(session, id, slides[0]!);
    expect((await staffPost(session, id))?.slides.map((slide) => slide.id)).toEqual([slides[1]]);
    await moveToTrash(session, 'posts', id);
    expect(await staffPost(session, id)).toBeNull();
  });
});

describe('lib/api/staff-slides and staff-social', () => {
  it('adds, orders, unpublishes and removes a slide', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ type: 'slidereach', kind: 'image', alt: 'Api slide' }))
      form.set(name, value);
    form.set('mobile', jpeg, 'mobile.jpg');
    form.set('desktop', jpeg, 'desktop.jpg');
    const id = await addSlide(session, form);
    await setPublished(session, 'slides', id, false);
    const slides = await staffSlides(session, 'slidereach');
    expect(slides.find((slide) => slide.id === id)).toMatchObject({ alt: 'Api slide', hidden: true });
    await orderSlides(
      session,
      'slidereach',
      slides.map((slide) => slide.id),
    );
    await moveToTrash(session, 'slides', id);
    expect((await staffSlides(session, 'slidereach')).some((slide) => slide.id === id)).toBe(false);
  });

  it('reads and saves the social links from their version', async () => {
    const { facebook, instagram, tiktok, version } = await staffSocialLinks(session);
    expect(await saveSocialLinks(session, { facebook, instagram, tiktok, version })).toBe(version + 1);
  });
});

describe('lib/api/staff-accounts', () => {
  it('creates an account, changes its role, deletes it, and reads the log of it', async () => {
    const email = `api-records-${Date.now()}@example.com`;
    await createStaffAccount(session, {
      email,
      name: 'Api Records',
      role: 'editor',
      password: 'a-long-password-1',
    });
    const account = (await staffAccounts(session)).find((row) => row.email === email)!;
    expect(account).toMatchObject({ role: 'editor', version: 1 });
    await setStaffRole(session, account.id, 'admin', account.version);
    expect((await staffAccounts(session)).find((row) => row.id === account.id)?.role).toBe('admin');
    await deleteStaffAccount(session, account.id);
    const log = await auditLog(session, { action: 'account.delete', page: 1 });
    expect(log.items.find((line) => line.subject.id === account.id)).toMatchObject({
      subject: { kind: 'account', id: account.id },
    });
  });
});
