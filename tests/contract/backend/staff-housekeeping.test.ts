import { ownDatabase, type OwnDatabase } from '../../support/contract/own-database';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/backend/config';
import { openDatabase, type Database } from '@/backend/db/client';
import { applicationFiles, applications, contactMessages } from '@/backend/db/schema';
import { type Deps } from '@/backend/http/deps';
import { createAccount } from '@/backend/staff/accounts';
import { ensureFirstAdmin } from '@/backend/staff/start';
import { eraseOlderThan } from '@/backend/staff/inbox';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { createSession, endPublishedSessions, pruneSessions, resolveSession } from '@/backend/staff/sessions';
import { signInLimiter, signInLimits } from '@/backend/staff/sign-in-limit';
import { contractPostgresUrl } from '../../support/backend';
import { createDatabase, dropDatabase } from '../../support/postgres';

// What the staff service does over time, which a test cannot wait for: the sessions' idle and absolute
// limits, the failed sign-ins leaving the window, the retention rule. Run on the modules themselves, with a
// clock given to them, on a database of this file's own (PGlite, or PostgreSQL in that run).
let own: OwnDatabase;
let database: Database;
let deps: Deps;

/** The backend's configuration as a start with these variables (and no others) would read it. */
const configWith = (env: Partial<NodeJS.ProcessEnv>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: own.dataDir, ...env });

beforeAll(async () => {
  own = await ownDatabase('staff-housekeeping');
  ({ database, deps } = own);
}, 60_000);

afterAll(() => own?.remove());

const limits = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000, publicSite: false };
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

/** An editor's account signed in once: its id and the session's token. */
async function signedInEditor(name: string) {
  const account = await createAccount(database.db, {
    email: `${name.toLowerCase()}@example.com`,
    name,
    role: 'editor',
    password: 'a-password-long-enough',
  });
  return { id: account!.id, token: await createSession(database.db, account!.id) };
}

describe('sessions', () => {
  it('end after the idle time, counted from the last use', async () => {
    const { id, token } = await signedInEditor('Idle');
    const start = new Date();
    expect(await resolveSession(database.db, token, limits, minutes(start, 29))).toMatchObject({ id });
    // Used at minute 29, so idle only from then on.
    expect(await resolveSession(database.db, token, limits, minutes(start, 58))).not.toBeNull();
    expect(await resolveSession(database.db, token, limits, minutes(start, 89))).toBeNull();
    // And gone for good, not merely refused.
    expect(await resolveSession(database.db, token, limits, minutes(start, 1))).toBeNull();
  });

  it('end 12 hours after the sign-in however busy, and are pruned', async () => {
    const { id, token } = await signedInEditor('Busy');
    const start = new Date();
    // Used every 20 minutes, so never idle for long.
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      expect(await resolveSession(database.db, token, limits, minutes(start, minute))).not.toBeNull();
    }
    expect(await resolveSession(database.db, token, limits, minutes(start, 12 * 60 + 1))).toBeNull();
    const other = await createSession(database.db, id);
    await pruneSessions(database.db, limits, minutes(new Date(), 31));
    expect(await resolveSession(database.db, other, limits)).toBeNull();
  });
});

describe('sessions of an account with the published demo password', () => {
  /** An account with the demo password, signed in (as on a laptop), and one with its own. */
  async function demoAndOwn(prefix: string) {
    const demo = await createAccount(database.db, {
      email: `${prefix}-demo@example.com`,
      name: 'Demo',
      role: 'admin',
      password: demoAdmin.password,
    });
    const own = await signedInEditor(`${prefix}Own`);
    return { demo: { id: demo!.id, token: await createSession(database.db, demo!.id) }, own };
  }

  it('are refused on every request while the site is public, and kept on a laptop', async () => {
    const { demo, own } = await demoAndOwn('request');
    expect(await resolveSession(database.db, demo.token, limits)).toMatchObject({ id: demo.id });
    const publicRules = { ...limits, publicSite: true };
    expect(await resolveSession(database.db, own.token, publicRules)).toMatchObject({ id: own.id });
    expect(await resolveSession(database.db, demo.token, publicRules)).toBeNull();
    // Ended, not merely refused: back on the laptop it is gone too.
    expect(await resolveSession(database.db, demo.token, limits)).toBeNull();
  });

  it('end at a public start; the other accounts keep theirs', async () => {
    const { demo, own } = await demoAndOwn('start');
    expect(await endPublishedSessions(database.db)).toBeGreaterThanOrEqual(1);
    expect(await resolveSession(database.db, demo.token, limits)).toBeNull();
    expect(await resolveSession(database.db, own.token, limits)).toMatchObject({ id: own.id });
  });
});

describe('failed sign-ins', () => {
  it('keep an address out of an account until the window that began with its first try is over', async () => {
    const limiter = signInLimiter(database.db);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      for (let n = 0; n < signInLimits.perAccountFromAddress; n++) {
        vi.setSystemTime(minutes(new Date(start), n));
        expect(await limiter.reserve('window@example.com', '192.0.2.1')).toBe(0);
      }
      vi.setSystemTime(minutes(new Date(start), 5));
      expect(await limiter.reserve('window@example.com', '192.0.2.1')).toBe(10 * 60);
      expect(await limiter.reserve('window@example.com', '192.0.2.2')).toBe(0);
      vi.setSystemTime(minutes(new Date(start), 15.1));
      expect(await limiter.reserve('window@example.com', '192.0.2.1')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('slow the wrong passwords of an account down past the first few, and forget them on a sign-in', async () => {
    const limiter = signInLimiter(database.db);
    const pauses: number[] = [];
    for (let n = 0; n < signInLimits.slowAfter + 3; n++)
      pauses.push(await limiter.failed('slow@example.com'));
    expect(pauses).toEqual([0, 0, 0, 0, 0, 1000, 2000, 3000]);
    await limiter.succeeded('slow@example.com', '192.0.2.3');
    expect(await limiter.failed('slow@example.com')).toBe(0);
  });
});

describe('the retention rule', () => {
  it('erases what arrived before the limit with its files, and keeps the rest', async () => {
    const { db } = database;
    const old = new Date(Date.now() - 400 * 24 * 3_600_000);
    const insertApplication = async (createdAt: Date) => {
      const batch = await deps.uploads.uploadBatch('applications');
      const key = await batch.write('image_1.jpg', new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]));
      const id = await db.transaction(async (tx) => {
        await batch.commit(tx);
        const [row] = await tx
          .insert(applications)
          .values({
            language: 'es',
            name: 'Retained',
            gender: 'woman',
            birthdate: '2001-05-04',
            height: '170',
            nationalityId: 1,
            nationality: 'México',
            countryId: 1,
            country: 'México',
            cityId: 1,
            city: 'Ciudad de México',
            email: 'r@example.com',
            phone: '5512345678',
            instagram: '@r',
            skills: [],
            accept: true,
            createdAt,
          })
          .returning({ id: applications.id });
        await tx.insert(applicationFiles).values({
          applicationId: row!.id,
          field: 'image_1',
          path: key,
          mime: 'image/jpeg',
          bytes: 6,
        });
        return row!.id;
      });
      return { id, key };
    };
    // Migrations alone, no seed: the country and city an application refers to.
    await db.execute(
      "insert into countries (id, code, es, en, pt) values (1, 'MX', 'México', 'Mexico', 'México') on conflict do nothing",
    );
    await db.execute(
      "insert into cities (id, country_id, name) values (1, 1, 'Ciudad de México') on conflict do nothing",
    );
    const expired = await insertApplication(old);
    const kept = await insertApplication(new Date());
    await db.insert(contactMessages).values([
      { language: 'es', name: 'Old', email: 'o@example.com', phone: '1', message: 'old', createdAt: old },
      { language: 'es', name: 'New', email: 'n@example.com', phone: '1', message: 'new' },
    ]);
    const erased = await eraseOlderThan(db, deps.uploads, new Date(Date.now() - 365 * 24 * 3_600_000));
    expect(erased).toEqual({ contact: 1, application: 1 });
    expect(await deps.uploads.info(expired.key)).toBeNull();
    expect(await deps.uploads.info(kept.key)).not.toBeNull();
    const names = (await db.select({ name: contactMessages.name }).from(contactMessages)).map(
      (row) => row.name,
    );
    expect(names).toEqual(['New']);
    if (!own.databaseUrl) {
      // On disk the submission's own folder goes with its last file.
      const month = path.join(own.dataDir, 'uploads', path.dirname(path.dirname(expired.key)));
      expect((await readdir(month)).length).toBe(1);
    }
  });
});

describe('the first admin', () => {
  it('is never made with the published demo password on a public site', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'first-admin-'));
    const emptyUrl = own.databaseUrl ? await createDatabase(contractPostgresUrl()!) : undefined;
    const empty = await openDatabase({ dataDir: emptyDir, databaseUrl: emptyUrl });
    try {
      const publicSite = configWith({ SITE_URL: 'https://agency.example' });
      expect(await ensureFirstAdmin(empty.db, publicSite)).toBe('left-to-operator');
      const chosen = configWith({
        SITE_URL: 'https://agency.example',
        STAFF_ADMIN_PASSWORD: 'the-agency-own-one',
      });
      expect(await ensureFirstAdmin(empty.db, chosen)).toBe('created');
      expect(await ensureFirstAdmin(empty.db, publicSite)).toBe('exists');
    } finally {
      await empty.close();
      if (emptyUrl) await dropDatabase(emptyUrl);
      await rm(emptyDir, { recursive: true, force: true });
    }
    expect(await ensureFirstAdmin(database.db, configWith({}))).toBe('exists');
  });
});
