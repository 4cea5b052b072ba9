import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../support/backend';
import { clientFor } from '../../support/contract/client';
import { staffClient } from '../../support/contract/staff-client';
import { staffTalent } from '../../support/contract/staff-talent';
import { readJson } from '../../support/json';

// Two people, one record (docs/staff.md): every save names the version it was edited from; a save from an
// older version is refused 409 `stale` with who saved since and when, and writes nothing. On a backend of
// this file's own, with PGlite or PostgreSQL alike.
const demo = { email: 'admin@polanco.example', password: 'demo-staff-password' };

type Current = { version: number; updatedAt: string | null; updatedBy: string | null };

let backend: RunningBackend;
let staff: ReturnType<typeof staffClient>['call'];
let session: string;
let myName: string;

beforeAll(async () => {
  backend = await startBackend();
  const client = staffClient(clientFor(backend.url).panel);
  staff = client.call;
  session = await client.sessionOf(demo.email, demo.password);
  myName = (await readJson<{ account: { name: string } }>(await staff('/session', session))).account.name;
}, 120_000);

afterAll(() => backend?.stop());

const send = (path: string, method: string, json?: unknown) => staff(path, session, { method, json });
const read = async <T>(path: string) => (await readJson<{ data: T }>(await send(path, 'GET'))).data;

/** A record the staff save: where it is read and saved, and a body of its fields numbered `n`. */
type Record_ = {
  name: string;
  /** Makes one (when the record is not there already) and answers where it is read and saved. */
  make(): Promise<string>;
  /** Where it is listed, when its read is a list (an account); else it is read where it is saved. */
  readOf?(path: string): Promise<Current & Record<string, unknown>>;
  fields(n: number): Record<string, unknown>;
  /** A field that tells the bodies apart, as the record's read gives it. */
  mark: string;
};

const created = async (path: string, json: unknown) => {
  const answer = await send(path, 'POST', json);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return `${path}/${(await readJson<{ data: { id: number } }>(answer)).data.id}`;
};

const post = (n: number) => ({
  language: 'en',
  title: `Versions ${n}`,
  slug: 'versions-of-a-post',
  description: 'Saved by two people.',
  content: '<p>Text.</p>',
  date: '2030-02-01',
});

const records: Record_[] = [
  {
    name: 'a talent',
    make: () => created('/talents', staffTalent({ name: 'Vera Versions' })),
    fields: (n) => staffTalent({ name: 'Vera Versions', about: `About ${n}` }),
    mark: 'about',
  },
  {
    name: 'a post',
    make: () => created('/posts', post(0)),
    fields: post,
    mark: 'title',
  },
  {
    name: 'the social links',
    make: () => Promise.resolve('/social-links'),
    fields: (n) => ({
      facebook: `https://www.facebook.com/polanco${n}`,
      instagram: 'https://www.instagram.com/polanco',
      tiktok: 'https://www.tiktok.com/@polanco',
    }),
    mark: 'facebook',
  },
  {
    name: 'an account (its role)',
    make: async () => {
      const json = {
        email: `versions.${Date.now()}@example.com`,
        name: 'Vero',
        password: 'vero-password-1',
        role: 'editor',
      };
      const answer = await send('/accounts', 'POST', json);
      expect(answer.status).toBe(201);
      return `/accounts/${(await readJson<{ data: { id: number } }>(answer)).data.id}/role`;
    },
    readOf: async (path) => {
      const id = Number(path.split('/')[2]);
      const accounts = await read<(Current & { id: number })[]>('/accounts');
      return accounts.find((account) => account.id === id)!;
    },
    fields: (n) => ({ role: n % 2 === 0 ? 'editor' : 'admin' }),
    mark: 'role',
  },
];

const readRecord = (record: Record_, path: string) =>
  record.readOf ? record.readOf(path) : read<Current & Record<string, unknown>>(path);

describe.each(records)('a save of $name', (record) => {
  let path: string;
  beforeAll(async () => {
    path = await record.make();
  });

  it('from the current version succeeds, answering the next one; the read says who and when', async () => {
    const before = await readRecord(record, path);
    const saved = await send(path, 'PUT', { ...record.fields(1), version: before.version });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await readJson<{ data: { version: number } }>(saved)).data.version).toBe(before.version + 1);
    const after = await readRecord(record, path);
    expect(after).toMatchObject({ version: before.version + 1, updatedBy: myName });
    expect(Date.now() - Date.parse(after.updatedAt!)).toBeLessThan(60_000);
    // Saving twice in a row from one editor: with the version the first save answered.
    const again = await send(path, 'PUT', { ...record.fields(2), version: after.version });
    expect(again.status).toBe(200);
  });

  it('from an older version is refused 409 `stale` with the current one, and writes nothing', async () => {
    const before = await readRecord(record, path);
    const stale = await send(path, 'PUT', { ...record.fields(3), version: before.version - 1 });
    expect(stale.status).toBe(409);
    expect(await readJson(stale)).toMatchObject({
      code: 'stale',
      current: { version: before.version, updatedAt: before.updatedAt, updatedBy: myName },
    });
    expect(await readRecord(record, path)).toEqual(before);
  });

  it('without a version is refused 400, and writes nothing', async () => {
    const before = await readRecord(record, path);
    const missing = await send(path, 'PUT', record.fields(5));
    expect(missing.status).toBe(400);
    expect(await readJson(missing)).toMatchObject({ errors: { version: ['required'] } });
    expect(await readRecord(record, path)).toEqual(before);
  });

  it('lets exactly one of two saves from the same version win, fired at once', async () => {
    const before = await readRecord(record, path);
    const answers = await Promise.all(
      [7, 8].map((n) => send(path, 'PUT', { ...record.fields(n), version: before.version })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const after = await readRecord(record, path);
    expect(after.version).toBe(before.version + 1);
    expect(after[record.mark]).toBe(record.fields([7, 8][winner]!)[record.mark]);
  });
});

describe('what is not a save of fields', () => {
  it('publishing and unpublishing leave a talent’s and a post’s version as it was', async () => {
    for (const path of [
      await created('/talents', staffTalent({ name: 'Pia Published' })),
      await created('/posts', { ...post(0), slug: 'versions-published' }),
    ]) {
      const before = await read<Current>(path);
      expect(before.version).toBe(1);
      expect((await send(`${path}/published`, 'PUT', { published: true })).status).toBe(200);
      expect((await read<Current>(path)).version).toBe(1);
    }
  });
});
