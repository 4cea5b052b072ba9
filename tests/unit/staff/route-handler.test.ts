import { describe, expect, it } from 'vitest';
import { isNavigation, refusal } from '@/lib/staff/gate';

const navigation = (referer?: string) =>
  new Headers({ 'sec-fetch-mode': 'navigate', ...(referer ? { referer } : {}) });
const request = (headers: Headers) => new Request('http://localhost/staff/files/3', { headers });

describe("a staff route's refusal", () => {
  it("tells a browser's navigation from a script's fetch", () => {
    expect(isNavigation(navigation())).toBe(true);
    expect(isNavigation(new Headers({ 'sec-fetch-mode': 'cors', accept: 'text/html' }))).toBe(false);
    expect(isNavigation(new Headers({ accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isNavigation(new Headers({ accept: 'application/json' }))).toBe(false);
  });

  it('sends an ended session to the sign-in, back to the staff page it came from, and a 404 to the staff 404', () => {
    const to = (headers: Headers, status: number) => {
      const answer = refusal(request(headers), status, 'No.');
      expect(answer.status).toBe(303);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return answer.headers.get('location');
    };
    expect(to(navigation('https://site.example/staff/talents/3'), 401)).toBe(
      '/staff/sign-in?error=expired&next=%2Fstaff%2Ftalents%2F3',
    );
    expect(to(navigation('https://evil.example//x'), 401)).toBe('/staff/sign-in?error=expired');
    expect(to(navigation(), 404)).toBe('/staff/not-found');
  });

  it("answers a script with JSON, the ended session's code `session`, and a browser's other refusals alike", async () => {
    const script = new Headers({ 'sec-fetch-mode': 'cors' });
    const ended = refusal(request(script), 401, 'Sign in.');
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ message: 'Sign in.', code: 'session' });
    expect(refusal(request(script), 404, 'No such file.').status).toBe(404);
    const forbidden = refusal(request(navigation()), 403, 'Not from here.');
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'Not from here.' });
  });
});
