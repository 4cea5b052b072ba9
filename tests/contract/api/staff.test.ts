import { describe, expect, it } from 'vitest';
import { demoAdmin } from '@/lib/contract/published-secrets';
import {
  eraseInboxItems,
  isSignedOut,
  setInboxStatuses,
  staffInbox,
  staffInboxItem,
  staffInboxNewCounts,
  staffSession,
  staffSignIn,
  staffSignOut,
} from '@/lib/api/staff';
import { services } from '@/lib/api/services';
import { panel } from '../../support/contract/client';

// The site's door to the staff service (lib/api/staff.ts) against the embedded backend.

async function signedIn(): Promise<string> {
  const result = await staffSignIn(demoAdmin.email, demoAdmin.password, '198.51.100.31');
  if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`);
  return result.token;
}

describe('lib/api/staff', () => {
  it('signs in, reads the account, and signs out for good', async () => {
    const session = await signedIn();
    expect(await staffSession(session)).toMatchObject({ email: demoAdmin.email, role: 'admin' });
    await staffSignOut(session);
    expect(await staffSession(session)).toBeNull();
    // Signing out twice is no error: the session is over either way.
    await staffSignOut(session);
  });

  it('tells a refused sign-in from a back end that fails', async () => {
    expect(await staffSignIn(demoAdmin.email, 'wrong-password-here', '198.51.100.32')).toEqual({
      ok: false,
      reason: 'refused',
    });
  });

  it("counts a wrong password once, and keeps the site's own token", async () => {
    const { keeper } = services().panel;
    const token = await keeper.get();
    // The account is locked for an address at its fifth failure: four wrong ones leave the right one in,
    // unless each were sent twice.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await staffSignIn(demoAdmin.email, 'a-wrong-password-guess', '198.51.100.33')).toEqual({
        ok: false,
        reason: 'refused',
      });
    }
    expect(await keeper.get()).toBe(token);
    expect(await staffSignIn(demoAdmin.email, demoAdmin.password, '198.51.100.33')).toMatchObject({
      ok: true,
    });
  });

  it('says how long a locked sign-in is to wait, as the service asked', async () => {
    // The lock holds for this address only: one no other file signs in from, on the run's shared backend.
    const address = '198.51.100.134';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await staffSignIn(demoAdmin.email, 'a-wrong-password-guess', address);
    }
    const locked = await staffSignIn(demoAdmin.email, demoAdmin.password, address);
    expect(locked).toMatchObject({ ok: false, reason: 'locked' });
    expect(locked.ok === false && locked.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('reads, marks and erases a contact message, and reads a gone one as null', async () => {
    const form = new FormData();
    const name = `Api Staff ${Date.now()}`;
    for (const [k, v] of Object.entries({
      name,
      email: 'api@example.com',
      phone: '5512345678',
      message: 'hola',
    }))
      form.set(k, v);
    expect((await panel('/api/contact/es', { method: 'POST', body: form })).status).toBe(201);
    const session = await signedIn();
    const inbox = await staffInbox(session, { kind: 'contact', q: name });
    expect(inbox.items).toHaveLength(1);
    const item = inbox.items[0]!;
    expect(item).toMatchObject({ kind: 'contact', name, status: 'new', message: 'hola' });
    const subject = { kind: 'contact', id: item.id } as const;
    const read = await staffInboxItem(session, subject, { language: 'en' });
    expect(read?.data).toMatchObject({ status: 'seen', language: 'es' });
    expect(Object.keys(read!.neighbours).sort()).toEqual(['next', 'previous']);
    expect(typeof (await staffInboxNewCounts(session)).contact).toBe('number');
    expect(await setInboxStatuses(session, 'contact', [item.id], 'archived')).toEqual([item.id]);
    expect((await staffInbox(session, { kind: 'contact', status: 'archived', q: name })).total).toBe(1);
    expect(await eraseInboxItems(session, 'contact', [item.id])).toEqual([item.id]);
    expect(await staffInboxItem(session, subject, { language: 'en' })).toBeNull();
    expect(await eraseInboxItems(session, 'contact', [item.id])).toEqual([]);
    expect(await setInboxStatuses(session, 'contact', [item.id], 'seen')).toEqual([]);
  });

  it('throws a signed-out error the pages turn into the sign-in page', async () => {
    const error = await staffInbox('A'.repeat(43), { kind: 'contact' }).catch((caught: unknown) => caught);
    expect(isSignedOut(error)).toBe(true);
  });
});
