import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { receiptSchema } from '@/lib/api/schemas/common';
import type { attributesAnswerSchema } from '@/lib/api/schemas/mf';
import type { slidesPageSchema } from '@/lib/api/schemas/panel';
import type { inboxPageSchema } from '../../support/contract/operator-inbox';
import { contractPostgresUrl, startBackend, type RunningBackend } from '../../support/backend';
import { createDatabase, dropDatabase } from '../../support/postgres';
import { countStoredUploads } from '../../support/stored-uploads';
import { readJson } from '../../support/json';
import { clientFor } from '../../support/contract/client';
import { formOf } from '../../support/form-of';
import {
  applicationForm as sampleApplication,
  sampleImages,
  type SampleImages,
} from '../../support/contract/application-form';

type InboxPage = z.infer<typeof inboxPageSchema>;
type Receipt = z.infer<typeof receiptSchema>;

// Two backends side by side on one PostgreSQL database, as on two machines behind a load balancer: started
// at the same moment on an empty database (so their migrations and first seed race), sharing even the data
// folder (which PostgreSQL needs no lock on). Only in the PostgreSQL run: PGlite is one process's by design.
const server = contractPostgresUrl();

let databaseUrl: string;
let dataDir: string;
let a: RunningBackend;
let b: RunningBackend;
let viaA: ReturnType<typeof clientFor>;
let viaB: ReturnType<typeof clientFor>;
let sample: { images: SampleImages; cityId: number };

async function query<T extends object>(text: string): Promise<T[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await sql.unsafe<T[]>(text);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const total = async (client: typeof viaA, kind: 'contact' | 'application') =>
  (await readJson<InboxPage>(await client.operator(`/api/inbox?kind=${kind}`))).total;

const contactForm = (name: string) =>
  formOf({ name, email: 'two@example.com', phone: '1', message: `de ${name}` });

/** A valid application, named, with four PNG photos (tests/support/contract/application-form.ts). */
function applicationForm(name: string): FormData {
  const png = () => new Blob([sample.images.png], { type: 'image/png' });
  const photos = { image_1: png(), image_2: png(), image_3: png(), image_4: png() };
  const fields = { name, email: 'two@example.com', instagram: '@two', skills: null, video_1: null };
  return sampleApplication(sample, fields, photos);
}

const apply = (client: typeof viaA, form: FormData, key?: string) =>
  client.panel('/api/get-scouted/es', {
    method: 'POST',
    body: form,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe.runIf(server)('two backends on one PostgreSQL database', () => {
  beforeAll(async () => {
    databaseUrl = await createDatabase(server ?? '');
    dataDir = await mkdtemp(path.join(tmpdir(), 'agency-two-backends-'));
    const env = { SEED_TALENTS: '10' };
    [a, b] = await Promise.all([
      startBackend({ databaseUrl, dataDir, env }),
      startBackend({ databaseUrl, dataDir, env }),
    ]);
    [viaA, viaB] = [clientFor(a.url, dataDir), clientFor(b.url, dataDir)];
    const attributes = await readJson<z.infer<typeof attributesAnswerSchema>>(
      await viaA.mf('/api/talents/attributes?language=es&cities=1'),
    );
    const city = attributes.data.cities?.find((c) => c.value === 'Ciudad de México');
    if (!city) throw new Error('the seed has no Ciudad de México');
    sample = { images: await sampleImages(), cityId: city.id };
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('both start: the migrations are applied once and the demo is seeded by one of them', async () => {
    const migrations = await query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(
      await readFile(
        path.resolve(import.meta.dirname, '../../../backend/migrations/meta/_journal.json'),
        'utf8',
      ),
    ) as { entries: unknown[] };
    expect(migrations[0]?.n).toBe(journal.entries.length);
    const seeded = [a.log(), b.log()].map((log) => /seeded now/.test(log));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect([a.log(), b.log()].filter((log) => /existing data/.test(log))).toHaveLength(1);
  });

  it('stores one application sent to both with the same Idempotency-Key, with its files once', async () => {
    const [rows, files] = [await total(viaA, 'application'), await countStoredUploads(a)];
    const [first, second] = await Promise.all([
      apply(viaA, applicationForm('Una Vez'), 'two-backends-1'),
      apply(viaB, applicationForm('Una Vez'), 'two-backends-1'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const ids = [(await readJson<Receipt>(first)).data.id, (await readJson<Receipt>(second)).data.id];
    expect(ids[0]).toBe(ids[1]);
    expect(await total(viaB, 'application')).toBe(rows + 1);
    expect(await countStoredUploads(b)).toBe(files + 4);
    // A late retry through either backend replays the same answer.
    const retry = await apply(viaB, applicationForm('Una Vez'), 'two-backends-1');
    expect(retry.status).toBe(200);
    expect((await readJson<Receipt>(retry)).data.id).toBe(ids[0]);
  });

  it('stores every different submission sent concurrently to both', async () => {
    const [contacts, applications, files] = [
      await total(viaA, 'contact'),
      await total(viaA, 'application'),
      await countStoredUploads(a),
    ];
    const names = Array.from({ length: 16 }, (_, i) => `Paralelo ${i + 1}`);
    const answers = await Promise.all([
      ...names.map((name, i) =>
        (i % 2 ? viaA : viaB).panel('/api/contact/es', { method: 'POST', body: contactForm(name) }),
      ),
      ...names.slice(0, 6).map((name, i) => apply(i % 2 ? viaB : viaA, applicationForm(name), `para-${i}`)),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    const ids = await Promise.all(answers.map(async (r) => (await readJson<Receipt>(r)).data.id));
    expect(new Set(ids.slice(0, 16)).size).toBe(16);
    expect(new Set(ids.slice(16)).size).toBe(6);
    expect(await total(viaB, 'contact')).toBe(contacts + 16);
    expect(await total(viaB, 'application')).toBe(applications + 6);
    expect(await countStoredUploads(b)).toBe(files + 24);
    const inbox = await readJson<InboxPage>(await viaB.operator('/api/inbox?kind=contact&per_page=100'));
    expect(inbox.data.map((item) => item.name).sort()).toEqual(expect.arrayContaining([...names].sort()));
  });

  it('serves through backend B the photos of an application sent through backend A', async () => {
    const sent = await apply(viaA, applicationForm('Por A'));
    expect(sent.status).toBe(201);
    const { id } = (await readJson<Receipt>(sent)).data;
    const page = await readJson<InboxPage>(await viaB.operator('/api/inbox?kind=application&per_page=100'));
    const files = page.data.find((item) => item.id === id)?.files ?? [];
    expect(files.map((f) => f.field)).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    for (const file of files) {
      expect(file.path).toMatch(/^database:stored_files\/uploads\/applications\/.+\.png$/);
      const route = file.url.replace(/^.*\/panel/, '');
      const [fromA, fromB] = await Promise.all([viaA.operator(route), viaB.operator(route)]);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      const bytes = new Uint8Array(await fromB.arrayBuffer());
      expect(bytes.byteLength).toBe(file.bytes);
      expect(bytes).toEqual(new Uint8Array(await fromA.arrayBuffer()));
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 60 });
    }
  });

  it('serves the same demo media, ETag and byte ranges from either backend', async () => {
    const slides = await readJson<z.infer<typeof slidesPageSchema>>(await viaA.panel('/api/slides/slides'));
    const picture = new URL(slides.data[0]!.url!.desktop).pathname;
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${picture}`), fetch(`${b.url}${picture}`)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    const whole = new Uint8Array(await fromA.arrayBuffer());
    expect(new Uint8Array(await fromB.arrayBuffer())).toEqual(whole);
    const part = await fetch(`${b.url}${picture}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(100, 200));
  });
});
