import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

const at = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, cookie ? { headers: { cookie } } : undefined);

describe('the staff area behind the proxy', () => {
  it('sends a visitor without a session to the sign-in page, never cached nor indexed', () => {
    for (const path of ['/staff', '/staff/', '/staff/inbox/application/3']) {
      const answer = proxy(at(path));
      expect(answer.status, path).toBe(307);
      expect(new URL(answer.headers.get('location')!).pathname).toBe('/staff/sign-in');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('names the page asked for in the sign-in link, and only a staff page', () => {
    const to = (path: string) => new URL(proxy(at(path)).headers.get('location')!).search;
    expect(to('/staff/inbox/contact/1?page=2')).toBe('?next=%2Fstaff%2Finbox%2Fcontact%2F1%3Fpage%3D2');
    expect(to('/staff')).toBe('');
  });

  it('tells a page with a session cookie its own address, whatever the request said', () => {
    const request = at('/staff/talents/3?done=added', 'staff_session=x');
    request.headers.set('x-staff-page', '//evil.example');
    const answer = proxy(request);
    expect(answer.headers.get('x-middleware-request-x-staff-page')).toBe('/staff/talents/3?done=added');
    expect(
      proxy(at('/staff/api/sign-out', 'staff_session=x')).headers.get('x-middleware-override-headers'),
    ).toBeNull();
  });

  it('answers the staff APIs 401 without a session', async () => {
    for (const path of ['/staff/api/talents/3/videos', '/staff/files/12']) {
      const answer = proxy(at(path));
      expect(answer.status, path).toBe(401);
      expect(await answer.json()).toEqual({ message: 'Sign in as staff first.', code: 'session' });
    }
  });

  it('sends a browser navigating to a staff API without a session to the sign-in, back to its page', () => {
    const request = new NextRequest('http://localhost:3000/staff/api/talents/3/pictures', {
      method: 'POST',
      headers: { 'sec-fetch-mode': 'navigate', referer: 'http://localhost:3000/staff/talents/3?done=x' },
    });
    const answer = proxy(request);
    expect(answer.status).toBe(303);
    const to = new URL(answer.headers.get('location')!);
    expect(to.pathname + to.search).toBe(
      '/staff/sign-in?error=expired&next=%2Fstaff%2Ftalents%2F3%3Fdone%3Dx',
    );
  });

  it('lets a POST to a staff page through without a session: a Server Action, which answers it in the page', () => {
    const answer = proxy(new NextRequest('http://localhost:3000/staff/talents/3', { method: 'POST' }));
    expect(answer.headers.get('x-middleware-next')).toBe('1');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the sign-in through, and any request with a session cookie, for the backend to judge', () => {
    for (const answer of [
      proxy(at('/staff/sign-in')),
      proxy(at('/staff/api/sign-in')),
      proxy(at('/staff', 'staff_session=x')),
    ]) {
      expect(answer.headers.get('x-middleware-next')).toBe('1');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('leaves a path that only begins like the staff area to the locale routing', () => {
    expect(proxy(at('/es/staffing')).status).toBe(308);
  });
});
