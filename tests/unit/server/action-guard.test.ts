import { describe, expect, it } from 'vitest';
import { refuseAction } from '@/server/action-guard';

const site = { SITE_URL: 'https://agency.example', ALLOWED_HOSTS: ['www.agency.example'] };
const action = (extra: Record<string, string>) => ({ 'next-action': 'ab'.repeat(21), ...extra });
const fromSite = action({ host: 'agency.example', origin: 'https://agency.example' });

describe('requests that name a Server Action', () => {
  it('lets one from a page of the site to the staff area through, and any request without the header', () => {
    expect(refuseAction(fromSite, '/staff/talents/3', site)).toBeNull();
    expect(refuseAction(fromSite, '/staff', site)).toBeNull();
    expect(refuseAction(fromSite, '/staff?done=saved', site)).toBeNull();
    expect(refuseAction({ host: 'agency.example' }, '/en', site)).toBeNull();
    const www = action({ host: 'www.agency.example', origin: 'https://www.agency.example' });
    expect(refuseAction(www, '/staff/trash', site)).toBeNull();
  });

  it.each(['/', '/en', '/staffing', '/api/contact'])(
    'refuses one to %s with 400: only the staff area has actions',
    (url) => {
      expect(refuseAction(fromSite, url, site)).toMatchObject({ status: 400, field: 'next-action' });
      expect(refuseAction({ ...fromSite, 'next-action': '' }, url, site)).toMatchObject({ status: 400 });
    },
  );

  it.each([
    ['another site', { host: 'agency.example', origin: 'https://evil.example' }],
    ['no Origin', { host: 'agency.example' }],
    ['the Origin "null"', { host: 'agency.example', origin: 'null' }],
    ['a malformed Origin', { host: 'agency.example', origin: 'https://' }],
    ['http for https', { host: 'agency.example', origin: 'http://agency.example' }],
    // Next holds the Origin to the host addressed, so one of the site's names for another is refused too.
    ["the site's other name", { host: 'agency.example', origin: 'https://www.agency.example' }],
  ])('refuses one from %s with 403, as Next would run none of them', (_, headers) => {
    expect(refuseAction(action(headers), '/staff/trash', site)).toMatchObject({
      status: 403,
      field: 'origin',
    });
  });

  it('holds the Origin to the host a trusted proxy forwarded, its first one', () => {
    const proxied = action({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'agency.example, other.example',
      origin: 'https://agency.example',
    });
    expect(refuseAction(proxied, '/staff/trash', site)).toBeNull();
    const mismatched = { ...proxied, 'x-forwarded-host': 'www.agency.example' };
    expect(refuseAction(mismatched, '/staff/trash', site)).toMatchObject({ status: 403 });
  });
});
