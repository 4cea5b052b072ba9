import { describe, expect, it } from 'vitest';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { staffSignIn, staffSignOut } from '@/lib/api/staff';
import { notifyStatus, saveStaffLocale } from '@/lib/api/staff-notify';

// The site's door to the notification status and the member's language (lib/api/staff-notify.ts), against
// the run's backend, which has no SMTP_URL: notifications are off there. What they send is
// tests/contract/backend/notify.test.ts's.

describe('lib/api/staff-notify', () => {
  it('reads that notifications are off, and records the language of a live session only', async () => {
    const signIn = await staffSignIn(demoAdmin.email, demoAdmin.password, '198.51.100.34');
    if (!signIn.ok) throw new Error(`sign-in refused: ${signIn.reason}`);
    expect(await notifyStatus(signIn.token)).toEqual({ on: false, to: [], pending: 0, failing: 0 });
    await expect(saveStaffLocale(signIn.token, 'es')).resolves.toBeUndefined();
    await staffSignOut(signIn.token);
    // The switch of a member whose session just ended stands in the browser: no error.
    await expect(saveStaffLocale(signIn.token, 'en')).resolves.toBeUndefined();
    await expect(notifyStatus(signIn.token)).rejects.toMatchObject({ status: 403 });
  });
});
