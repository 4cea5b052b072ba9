import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../support/backend';
import { clientFor } from '../../support/contract/client';
import { staffClient } from '../../support/contract/staff-client';
import { readJson } from '../../support/json';

type Account = { id: number; email: string; name: string; role: 'admin' | 'editor' };
type AuditLine = {
  account: { id: number | null; email: string; name: string | null };
  action: string;
  subject: { text: string; kind: string | null; id: number | null; name: string | null; live: boolean };
  at: string;
};
type AuditPage = { data: AuditLine[]; total: number; last_page: number; current_page: number };

// Accounts as the admins and every member keep them (docs/staff.md, "Accounts and sessions"), and the
// audit log read back with names, filters and pages, on a backend of this file's own.
const demo = { email: 'admin@polanco.example', password: 'demo-staff-password' };

let backend: RunningBackend;
let staff: ReturnType<typeof staffClient>['call'];
let sessionOf: ReturnType<typeof staffClient>['sessionOf'];
let admin: string;
let me: Account;

async function newAccount(name: string, role: Account['role'] = 'editor') {
  const account = {
    email: `${name.toLowerCase()}.${Date.now()}@example.com`,
    password: `${name}-password-1`,
  };
  const answer = await staff('/accounts', admin, { method: 'POST', json: { ...account, name, role } });
  expect(answer.status).toBe(201);
  return { ...account, id: (await readJson<{ data: Account }>(answer)).data.id };
}

const put = (path: string, session: string, json: unknown) => staff(path, session, { method: 'PUT', json });
/** The version of an account as the admins' list gives it: a role change is made from it. */
const versionOf = async (id: number, session = admin) =>
  (await readJson<{ data: (Account & { version: number })[] }>(await staff('/accounts', session))).data.find(
    (account) => account.id === id,
  )!.version;
const setRole = async (id: number, role: string, session = admin) =>
  put(`/accounts/${id}/role`, session, { role, version: await versionOf(id, session) });
const isLive = async (session: string) => (await staff('/session', session)).status === 200;
const audit = async (query = '') => readJson<AuditPage>(await staff(`/audit${query}`, admin));

beforeAll(async () => {
  backend = await startBackend();
  ({ call: staff, sessionOf } = staffClient(clientFor(backend.url).panel));
  admin = await sessionOf(demo.email, demo.password);
  me = (await readJson<{ account: Account }>(await staff('/session', admin))).account;
}, 120_000);

afterAll(() => backend?.stop());

describe('one’s own password', () => {
  it('is changed with the current one, ending the other sessions and keeping this one', async () => {
    const member = await newAccount('Owna');
    const here = await sessionOf(member.email, member.password);
    const elsewhere = await sessionOf(member.email, member.password);
    const wrong = await put('/account/password', here, {
      current: 'not-it-at-all',
      password: 'x'.repeat(12),
    });
    expect(wrong.status).toBe(400);
    expect(await readJson(wrong)).toMatchObject({ errors: { current: ['refused'] } });
    expect(
      (await put('/account/password', here, { current: member.password, password: 'short' })).status,
    ).toBe(400);
    expect(await isLive(elsewhere)).toBe(true);

    const changed = await put('/account/password', here, {
      current: member.password,
      password: 'a-new-password-1',
    });
    expect(changed.status).toBe(204);
    expect(await isLive(here)).toBe(true);
    expect(await isLive(elsewhere)).toBe(false);
    await sessionOf(member.email, 'a-new-password-1');
    expect((await put('/account/password', 'x'.repeat(43), { current: 'a', password: 'b' })).status).toBe(
      403,
    );
  });
});

describe('an admin', () => {
  it('changes another’s role and resets their password, ending their sessions', async () => {
    const member = await newAccount('Rolo');
    const session = await sessionOf(member.email, member.password);
    expect((await setRole(member.id, 'admin')).status).toBe(200);
    expect((await readJson<{ account: Account }>(await staff('/session', session))).account.role).toBe(
      'admin',
    );
    expect((await setRole(member.id, 'boss')).status).toBe(400);
    expect((await setRole(member.id, 'editor')).status).toBe(200);
    expect((await put('/accounts/999999/role', admin, { role: 'editor', version: 1 })).status).toBe(404);

    expect(
      (await put(`/accounts/${member.id}/password`, admin, { password: 'reset-by-admin-1' })).status,
    ).toBe(204);
    expect(await isLive(session)).toBe(false);
    await sessionOf(member.email, 'reset-by-admin-1');
    expect((await put(`/accounts/${me.id}/password`, admin, { password: 'reset-by-admin-1' })).status).toBe(
      409,
    );
  });

  it('cannot leave the site without an admin', async () => {
    const other = await newAccount('Otra', 'admin');
    const otherSession = await sessionOf(other.email, other.password);
    // Two admins: one may step down, and then the other is the last.
    expect((await setRole(other.id, 'editor')).status).toBe(200);
    const last = await setRole(me.id, 'editor');
    expect(last.status).toBe(409);
    expect(await readJson(last)).toMatchObject({ errors: { account: ['last_admin'] } });
    expect((await setRole(other.id, 'admin')).status).toBe(200);
    // Both demoting the other at once: one of them stays an admin.
    const [otherVersion, myVersion] = [await versionOf(other.id), await versionOf(me.id)];
    const both = await Promise.all([
      put(`/accounts/${other.id}/role`, admin, { role: 'editor', version: otherVersion }),
      put(`/accounts/${me.id}/role`, otherSession, { role: 'editor', version: myVersion }),
    ]);
    // The one demoted first is refused as no longer an admin (403), or else as the last but one (409).
    expect(both.filter((answer) => answer.status === 200)).toHaveLength(1);
    const stillAdmin = both[0].status === 200 ? admin : otherSession;
    const accounts = (await readJson<{ data: Account[] }>(await staff('/accounts', stillAdmin))).data;
    expect(accounts.filter((account) => account.role === 'admin')).toHaveLength(1);
    expect((await setRole(me.id, 'admin', stillAdmin)).status).toBe(200);
  });
});

describe('the admin routes', () => {
  it('refuse an editor and anyone without a session', async () => {
    const editor = await newAccount('Edna');
    const session = await sessionOf(editor.email, editor.password);
    const routes = [
      ['/accounts', 'GET'],
      ['/accounts', 'POST'],
      ['/accounts/1', 'DELETE'],
      ['/accounts/1/role', 'PUT'],
      ['/accounts/1/password', 'PUT'],
      ['/audit', 'GET'],
    ] as const;
    for (const [path, method] of routes) {
      const json = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await staff(path, session, { method, json })).status, `editor ${method} ${path}`).toBe(403);
      expect((await staff(path, null, { method, json })).status, `anonymous ${method} ${path}`).toBe(403);
    }
    expect((await staff('/account/password', null, { method: 'PUT', json: {} })).status).toBe(403);
  });
});

describe('the audit log', () => {
  it('names the member and what each line is about, filtered by member, act and time, in pages', async () => {
    const member = await newAccount('Audra');
    const session = await sessionOf(member.email, member.password);
    expect((await staff('/session', session, { method: 'DELETE' })).status).toBe(204);
    await sessionOf(member.email, member.password);

    const mine = await audit(`?account=${member.id}`);
    expect(mine.data.map((line) => line.action)).toEqual([
      'session.sign_in',
      'session.sign_out',
      'session.sign_in',
    ]);
    expect(mine.data[0]).toMatchObject({
      account: { id: member.id, name: 'Audra' },
      subject: { kind: 'account', id: member.id, name: 'Audra', live: true },
    });
    const created = await audit(`?action=account.create&account=${me.id}`);
    expect(created.data[0]!.subject).toMatchObject({ name: 'Audra', live: true });

    const now = Date.now();
    const span = (from: number, to: number) =>
      `&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
    expect((await audit(`?account=${member.id}${span(now - 3_600_000, now + 60_000)}`)).total).toBe(3);
    expect((await audit(`?account=${member.id}${span(now + 60_000, now + 120_000)}`)).total).toBe(0);
    for (const bad of ['?action=talent.steal', '?from=yesterday', '?account=0', '?page=0']) {
      expect((await staff(`/audit${bad}`, admin)).status, bad).toBe(400);
    }
  });

  it('pages fifty lines at a time, newest first', async () => {
    const member = await newAccount('Paga');
    for (let i = 0; i < 51; i += 1) await sessionOf(member.email, member.password);
    const first = await audit(`?account=${member.id}`);
    expect([first.total, first.last_page, first.data.length]).toEqual([51, 2, 50]);
    const second = await audit(`?account=${member.id}&page=2`);
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.at <= first.data.at(-1)!.at).toBe(true);
  });
});
