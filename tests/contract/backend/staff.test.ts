import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { attributesAnswerSchema } from '@/lib/api/schemas/mf';
import { startBackend, type RunningBackend } from '../../support/backend';
import { applicationForm, sampleImages, type SampleImages } from '../../support/contract/application-form';
import { clientFor, tokenFor } from '../../support/contract/client';
import { operatorGet, operatorHeaders } from '../../support/operator';
import { readJson } from '../../support/json';
import { countStoredUploads } from '../../support/stored-uploads';

type Attributes = z.infer<typeof attributesAnswerSchema>;
type Account = { id: number; email: string; name: string; role: 'admin' | 'editor' };
type Item = {
  kind: string;
  id: number;
  status: string;
  name: string;
  files?: { id: number; field: string }[];
};
type Page = { data: Item[]; total: number; last_page: number };

// The staff service of the embedded backend (docs/staff.md) on a backend of this file's own: it erases
// submissions and counts stored files, and counts failed sign-ins per address.
const demo = { email: 'admin@polanco.example', password: 'demo-staff-password' };

let backend: RunningBackend;
let panel: ReturnType<typeof clientFor>['panel'];
let images: SampleImages;
let cityId: number;
let adminSession: string;

/** A call to the staff service as the site makes it: its panel token, and the staff member's session. */
function staff(path: string, session: string | null, init: RequestInit & { json?: unknown } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (session) headers['x-staff-session'] = session;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return panel(`/api/staff${path}`, {
    ...init,
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
}

async function signIn(email: string, password: string, address = '203.0.113.7') {
  return staff('/sessions', null, { method: 'POST', json: { email, password, address } });
}

async function sessionOf(email: string, password: string): Promise<string> {
  const answer = await signIn(email, password, `198.51.100.${Math.floor(Math.random() * 200)}`);
  expect(answer.status).toBe(201);
  return (await readJson<{ token: string }>(answer)).token;
}

async function apply(name: string): Promise<number> {
  const answer = await panel('/api/get-scouted/es', {
    method: 'POST',
    body: applicationForm({ images, cityId }, { name }),
  });
  expect(answer.status).toBe(201);
  return (await readJson<{ data: { id: number } }>(answer)).data.id;
}

async function writeIn(name: string, message: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, email: 'ana@example.com', phone: '5512345678', message }))
    form.set(k, v);
  const answer = await panel('/api/contact/en', { method: 'POST', body: form });
  expect(answer.status).toBe(201);
  return (await readJson<{ data: { id: number } }>(answer)).data.id;
}

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  ({ panel } = clientFor(backend.url));
  images = await sampleImages();
  const attributes = await readJson<Attributes>(
    await clientFor(backend.url).mf('/api/talents/attributes?language=es&cities=1'),
  );
  const city = attributes.data.cities?.find((option) => option.value === 'Ciudad de México');
  if (!city) throw new Error('the seed has no Ciudad de México');
  cityId = city.id;
  adminSession = await sessionOf(demo.email, demo.password);
}, 120_000);

afterAll(() => backend?.stop());

describe('signing in', () => {
  it('gives the demo admin a session that names the account, and ends it on sign-out', async () => {
    const session = await sessionOf(demo.email.toUpperCase(), demo.password);
    const me = await staff('/session', session);
    expect(me.status).toBe(200);
    const { account } = await readJson<{ account: Account }>(me);
    expect(account).toMatchObject({ email: demo.email, role: 'admin' });
    // The account as the rest of the backend knows it: never its password's hash.
    expect(Object.keys(account).sort()).toEqual(['email', 'id', 'name', 'role']);
    expect((await staff('/session', session, { method: 'DELETE' })).status).toBe(204);
    const after = await staff('/session', session);
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({ message: 'Sign in as staff.', errors: { session: ['signed_out'] } });
  });

  it('answers a wrong password and an unknown address alike, and never with the account', async () => {
    const wrong = await signIn(demo.email, 'not-the-password-at-all', '203.0.113.50');
    const unknown = await signIn('nobody@example.com', demo.password, '203.0.113.50');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('locks an account for the address that fails 5 times on it, not for the others', async () => {
    const editor = { email: 'locked-editor@example.com', password: 'a-long-editor-password' };
    const created = await staff('/accounts', adminSession, {
      method: 'POST',
      json: { ...editor, name: 'Editor', role: 'editor' },
    });
    expect(created.status).toBe(201);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(editor.email, 'wrong-password-guess', '192.0.2.1')).status).toBe(401);
    }
    const locked = await signIn(editor.email, editor.password, '192.0.2.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The editor, elsewhere, is not kept out by whoever failed on their account.
    expect((await signIn(editor.email, editor.password, '192.0.2.99')).status).toBe(201);
    expect((await signIn(demo.email, demo.password, '192.0.2.1')).status).toBe(201);
  });

  it('bounds the failures from one address, whatever accounts it tries', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(
        (await signIn(`guess-${attempt}@example.com`, 'some-password-guess', '203.0.113.200')).status,
      ).toBe(401);
    }
    expect((await signIn(demo.email, demo.password, '203.0.113.200')).status).toBe(429);
  });

  it('refuses every staff call without the panel token, and without a live session', async () => {
    const bare = await fetch(`${backend.url}/panel/api/staff/inbox`, {
      headers: { 'x-staff-session': adminSession },
    });
    expect(bare.status).toBe(401);
    for (const session of [null, 'x', 'A'.repeat(43)]) {
      for (const path of ['/session', '/inbox', '/inbox/contact/1', '/files/1', '/accounts', '/audit']) {
        expect((await staff(path, session)).status, `${path} with ${session}`).toBe(403);
      }
    }
    // Every route but the sign-in is behind the session check, one that does not exist too: without a
    // session nothing tells which paths the service has.
    const unknown = await staff('/no-such-thing', null);
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toMatchObject({ errors: { session: ['signed_out'] } });
    expect((await staff('/no-such-thing', adminSession)).status).toBe(404);
  });
});

describe('the inbox', () => {
  it('lists applications newest first with their photos, searches and filters by status', async () => {
    const older = await apply('Valeria Staffinbox');
    const newer = await apply('Camila Staffinbox');
    const page = await readJson<Page>(await staff('/inbox?kind=application&q=staffinbox', adminSession));
    expect(page.data.map((item) => item.id)).toEqual([newer, older]);
    expect(page.data[0]!.files!.map((file) => file.field)).toEqual([
      'image_1',
      'image_2',
      'image_3',
      'image_4',
    ]);
    expect(page.data[0]!.status).toBe('new');
    const photo = await staff(`/files/${page.data[0]!.files![1]!.id}`, adminSession);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(images.png);

    const read = await readJson<{ data: Item }>(await staff(`/inbox/application/${older}`, adminSession));
    expect(read.data).toMatchObject({ id: older, status: 'seen', name: 'Valeria Staffinbox' });
    // What the staff read of it: not its idempotency key, the applicant's consent or the places' ids.
    expect(Object.keys(read.data).sort()).toEqual(
      [
        ...['birthdate', 'city', 'country', 'created_at', 'email', 'files', 'gender', 'height', 'id'],
        ...['instagram', 'kind', 'language', 'name', 'nationality', 'phone', 'skills', 'status', 'video'],
      ].sort(),
    );
    const seen = await readJson<Page>(
      await staff('/inbox?kind=application&status=seen&q=staffinbox', adminSession),
    );
    expect(seen.data.map((item) => item.id)).toEqual([older]);
    const answered = await staff('/inbox/application', adminSession, {
      method: 'PATCH',
      json: { ids: [newer], status: 'answered' },
    });
    expect(answered.status).toBe(200);
    const byStatus = await readJson<Page>(
      await staff('/inbox?kind=application&status=answered', adminSession),
    );
    expect(byStatus.data.map((item) => item.id)).toContain(newer);
  });

  it('finds contact messages by their text, with a wildcard taken literally', async () => {
    const id = await writeIn('Ana Percent', 'We need 100% of the models_for a show');
    const found = await readJson<Page>(
      await staff(`/inbox?kind=contact&q=${encodeURIComponent('100%')}`, adminSession),
    );
    expect(found.data.map((item) => item.id)).toEqual([id]);
    expect(Object.keys(found.data[0]!).sort()).toEqual(
      ['created_at', 'email', 'id', 'kind', 'language', 'message', 'name', 'phone', 'status'].sort(),
    );
    const literal = await readJson<Page>(
      await staff(`/inbox?kind=contact&q=${encodeURIComponent('s_f')}`, adminSession),
    );
    expect(literal.data.map((item) => item.id)).toEqual([id]);
    expect((await readJson<Page>(await staff('/inbox?kind=contact&q=zzz-nothing', adminSession))).total).toBe(
      0,
    );
  });

  it('erases an application with its four photos, and records who did', async () => {
    const id = await apply('Erased Applicant');
    const filesBefore = await countStoredUploads(backend);
    const item = await readJson<{ data: Item }>(await staff(`/inbox/application/${id}`, adminSession));
    const photo = item.data.files![0]!.id;
    // The item's page erases it as the list erases many: by its id, answered with those that existed.
    const erase = async () =>
      readJson<{ data: { ids: number[] } }>(
        await staff('/inbox/application/erase', adminSession, { method: 'POST', json: { ids: [id] } }),
      );
    expect((await erase()).data.ids).toEqual([id]);
    expect(await countStoredUploads(backend)).toBe(filesBefore - 4);
    expect((await staff(`/inbox/application/${id}`, adminSession)).status).toBe(404);
    expect((await staff(`/files/${photo}`, adminSession)).status).toBe(404);
    expect((await erase()).data.ids).toEqual([]);
    const log = await readJson<{ data: unknown[] }>(await staff('/audit', adminSession));
    expect(log.data.slice(0, 2)).toMatchObject([
      {
        action: 'inbox.delete',
        subject: { text: `application:${id}`, name: null },
        account: { email: demo.email },
      },
      { action: 'inbox.read', subject: { text: `application:${id}` }, account: { email: demo.email } },
    ]);
  });

  it('records one view of an item a member and day, and no line for the photos of the list or the item', async () => {
    type Log = { total: number; data: { action: string; subject: { text: string } }[] };
    const lines = async () => readJson<Log>(await staff('/audit', adminSession));
    for (let batch = 0; batch < 4; batch++) {
      await Promise.all([1, 2, 3, 4, 5].map((n) => apply(`Thumb Audit ${batch * 5 + n}`)));
    }
    const before = (await lines()).total;

    // The inbox as an editor lands on it: twenty rows, each with its first photo small.
    const page = await readJson<Page>(await staff('/inbox?kind=application&q=thumb%20audit', adminSession));
    expect(page.data).toHaveLength(20);
    for (const item of page.data) {
      expect((await staff(`/files/${item.files![0]!.id}`, adminSession)).status).toBe(200);
    }
    expect((await lines()).total).toBe(before);

    // One application opened, its photos shown large, then opened again the same day: one line.
    const [opened] = page.data;
    for (let time = 0; time < 2; time++) {
      expect((await staff(`/inbox/application/${opened!.id}`, adminSession)).status).toBe(200);
      for (const file of opened!.files!)
        expect((await staff(`/files/${file.id}`, adminSession)).status).toBe(200);
    }
    const after = await lines();
    expect(after.total).toBe(before + 1);
    expect(after.data[0]).toMatchObject({
      action: 'inbox.read',
      subject: { text: `application:${opened!.id}` },
    });

    // Another member's view of it is their own line.
    const editor = { email: 'viewing-editor@example.com', password: 'a-viewing-editor-password' };
    const created = await staff('/accounts', adminSession, {
      method: 'POST',
      json: { ...editor, name: 'Vera', role: 'editor' },
    });
    expect(created.status).toBe(201);
    const editorSession = await sessionOf(editor.email, editor.password);
    for (let time = 0; time < 2; time++) {
      expect((await staff(`/inbox/application/${opened!.id}`, editorSession)).status).toBe(200);
    }
    const reads = (await lines()).data.filter(
      (line) => line.action === 'inbox.read' && line.subject.text === `application:${opened!.id}`,
    );
    expect(reads).toHaveLength(2);
  }, 60_000);

  it('answers bad input with a 4xx and a message', async () => {
    for (const path of [
      '/inbox?kind=letters',
      '/inbox?status=lost',
      '/inbox?page=0',
      '/inbox/contact/0',
      '/inbox/x/1',
    ]) {
      expect((await staff(path, adminSession)).status, path).toBe(400);
    }
    const status = await staff('/inbox/contact', adminSession, {
      method: 'PATCH',
      json: { ids: [1], status: 'gone' },
    });
    expect(status.status).toBe(400);
    // A submission that is gone is no error: the answer names none, which the item's page refuses as gone.
    const gone = await staff('/inbox/contact', adminSession, {
      method: 'PATCH',
      json: { ids: [999999], status: 'seen' },
    });
    expect(await readJson<{ data: { ids: number[] } }>(gone)).toEqual({ data: { ids: [] } });
    const notJson = await staff('/inbox/contact', adminSession, {
      method: 'PATCH',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });
});

describe('accounts', () => {
  it('lets an editor read the inbox but not manage accounts or read the audit log', async () => {
    const editor = { email: 'editor@example.com', password: 'another-long-password' };
    expect(
      (
        await staff('/accounts', adminSession, {
          method: 'POST',
          json: { ...editor, name: 'Eda', role: 'editor' },
        })
      ).status,
    ).toBe(201);
    const duplicate = await staff('/accounts', adminSession, {
      method: 'POST',
      json: { ...editor, email: 'EDITOR@example.com', name: 'Eda', role: 'editor' },
    });
    expect(duplicate.status).toBe(409);
    const session = await sessionOf(editor.email, editor.password);
    expect((await staff('/inbox', session)).status).toBe(200);
    for (const [path, method] of [
      ['/accounts', 'GET'],
      ['/accounts', 'POST'],
      ['/audit', 'GET'],
      ['/accounts/1', 'DELETE'],
    ]) {
      const answer = await staff(path!, session, { method, json: method === 'POST' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it('refuses a short password and an admin deleting their own account', async () => {
    const short = await staff('/accounts', adminSession, {
      method: 'POST',
      json: { email: 'short@example.com', name: 'S', role: 'editor', password: 'short' },
    });
    expect(short.status).toBe(400);
    const me = (await readJson<{ account: Account }>(await staff('/session', adminSession))).account;
    expect((await staff(`/accounts/${me.id}`, adminSession, { method: 'DELETE' })).status).toBe(409);
  });

  it('ends the sessions of a deleted account', async () => {
    const gone = { email: 'leaving@example.com', password: 'a-leaving-password' };
    const created = await readJson<{ data: Account }>(
      await staff('/accounts', adminSession, {
        method: 'POST',
        json: { ...gone, name: 'L', role: 'editor' },
      }),
    );
    const session = await sessionOf(gone.email, gone.password);
    expect((await staff(`/accounts/${created.data.id}`, adminSession, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await staff('/inbox', session)).status).toBe(403);
  });

  it('lets the operator make an admin with the key in the data folder, or reset one', async () => {
    const operator = async (json: unknown) =>
      fetch(`${backend.url}/panel/api/operator/admin`, {
        method: 'PUT',
        headers: { ...(await operatorHeaders(backend.dataDir)), 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
    const first = await operator({
      email: 'owner@example.com',
      name: 'Owner',
      password: 'the-owners-password',
    });
    expect(first.status).toBe(201);
    const again = await operator({
      email: 'owner@example.com',
      name: 'Owner',
      password: 'a-new-owners-password',
    });
    expect(again.status).toBe(200);
    expect((await signIn('owner@example.com', 'the-owners-password', '198.51.100.250')).status).toBe(401);
    await sessionOf('owner@example.com', 'a-new-owners-password');
  });

  it('ends every session of an account whose password the operator sets anew', async () => {
    const owner = { email: 'reset-owner@example.com', name: 'Owner' };
    const operator = async (password: string) =>
      fetch(`${backend.url}/panel/api/operator/admin`, {
        method: 'PUT',
        headers: { ...(await operatorHeaders(backend.dataDir)), 'content-type': 'application/json' },
        body: JSON.stringify({ ...owner, password }),
      });
    expect((await operator('the-first-owner-password')).status).toBe(201);
    const [phone, desk] = [
      await sessionOf(owner.email, 'the-first-owner-password'),
      await sessionOf(owner.email, 'the-first-owner-password'),
    ];
    expect((await staff('/session', phone)).status).toBe(200);
    expect((await operator('the-second-owner-password')).status).toBe(200);
    for (const session of [phone, desk]) expect((await staff('/session', session)).status).toBe(403);
  });

  it('opens neither the operator routes nor the staff data with the service token alone', async () => {
    const token = await tokenFor('panel', backend.url);
    const withToken = (path: string, init: RequestInit = {}) =>
      fetch(`${backend.url}/panel${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const reset = { email: demo.email, name: 'Thief', password: 'a-password-of-the-thief' };
    expect(
      (await withToken('/api/operator/admin', { method: 'PUT', body: JSON.stringify(reset) })).status,
    ).toBe(401);
    expect((await withToken('/api/inbox?kind=application')).status).toBe(401);
    expect((await withToken('/api/inbox/files/1')).status).toBe(401);
    expect(
      (await operatorGet(backend.url, backend.dataDir, '/panel/api/inbox?kind=application')).status,
    ).toBe(200);
    for (const path of ['/api/staff/accounts', '/api/staff/inbox', '/api/staff/audit']) {
      expect((await withToken(path)).status, path).toBe(403);
    }
    // The thief's password never took: the demo admin signs in with their own.
    expect((await signIn(demo.email, demo.password, '198.51.100.251')).status).toBe(201);
    const audit = await readJson<{ data: unknown[] }>(await staff('/audit?action=inbox.list', adminSession));
    expect(audit.data).toContainEqual(
      expect.objectContaining({ account: { id: null, email: 'operator', name: null }, action: 'inbox.list' }),
    );
  });
});
