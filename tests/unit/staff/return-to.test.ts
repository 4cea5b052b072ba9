import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPath, signInReturningTo } from '@/lib/staff/return-to';

// The sign-in's `next` is written by whoever sends the link: it must never lead off the staff area.

const payloads = [
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/staff/../x',
  '/staff/./inbox',
  '/staff/..%2F..%2Fx',
  '%2F%2Fevil',
  '/%2F%2Fevil',
  '/staff/%2F%2Fevil.com',
  '/staff%2F..%2Fx',
  'https://evil',
  'https://evil.com/staff',
  'javascript:alert(1)',
  'data:text/html,x',
  '/staff@evil.com',
  '/staff:x@evil.com/',
  '/staffevil',
  '/staff//evil.com',
  '/staff/\\evil.com',
  '/staff/\u0000',
  '/staff/in\tbox',
  '/staff/in\nbox',
  '/staff\r\nLocation: https://evil',
  '/staff/inbox#@evil.com',
  '/staff/inbox?x=1#frag',
  '/staff/inbox?x=<script>',
  ' /staff',
  '/staff ',
  '/Staff',
  '/staff/api/sign-out',
  '/staff/api',
  '/staff/sign-in',
  '/staff/sign-in?next=//evil.com',
  '/staff/files/3',
  '/staff/ｅvil',
  '',
  '/',
  `/staff/${'a'.repeat(600)}`,
];

describe('where the sign-in sends a member back to', () => {
  it('refuses every way off the staff area', () => {
    for (const payload of payloads) expect(returnPath(payload), JSON.stringify(payload)).toBeNull();
    for (const value of [undefined, null, 3, ['/staff/inbox'], { toString: () => '/staff' }]) {
      expect(returnPath(value)).toBeNull();
    }
  });

  it('keeps a staff page and its query', () => {
    for (const path of ['/staff', '/staff/', '/staff/inbox/contact/1', '/staff/talents?q=ana&page=2']) {
      expect(returnPath(path)).toBe(path);
    }
    expect(returnPath('/staff/inbox?q=Ana%20L')).toBe('/staff/inbox?q=Ana%20L');
  });

  it('names the page in the sign-in link, encoded, and nothing for the inbox or a refused path', () => {
    expect(signInReturningTo('/staff/sign-in', '/staff/inbox/contact/1')).toBe(
      '/staff/sign-in?next=%2Fstaff%2Finbox%2Fcontact%2F1',
    );
    expect(signInReturningTo('/staff/sign-in', '/staff')).toBe('/staff/sign-in');
    expect(signInReturningTo('/staff/sign-in', '//evil.com')).toBe('/staff/sign-in');
    expect(signInReturningTo('/staff/sign-in?error=expired', '/staff/talents/3')).toBe(
      '/staff/sign-in?error=expired&next=%2Fstaff%2Ftalents%2F3',
    );
    expect(signInReturningTo('/staff/sign-in?error=expired', null)).toBe('/staff/sign-in?error=expired');
  });

  it('answers, for any string at all, nothing or a path that a browser reads as a staff page here', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('/', '\\', '.', '%', '2', 'F', '5', 'c', '@', ':', '?', '#', 'a') }),
      fc
        .array(
          fc.constantFrom('/', '//', '\\', '..', '.', '%2F', '%5C', '@evil', 'evil.com', 'staff', ':', '?'),
        )
        .map((parts) => `/staff${parts.join('')}`),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const path = returnPath(value);
        if (path === null) return;
        expect(path.startsWith('/staff')).toBe(true);
        const url = new URL(path, 'https://site.example');
        expect(url.origin).toBe('https://site.example');
        expect(url.pathname === '/staff' || url.pathname.startsWith('/staff/')).toBe(true);
      }),
      { seed: 53, numRuns: 500 },
    );
  });
});
