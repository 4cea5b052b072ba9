import { describe, expect, it } from 'vitest';
import { browserAnswer, isNavigation, missingPage } from '@/lib/staff/browser-answers';
import { tagsOfRoute } from '@/lib/staff/route-tags';

const navigation = (referer?: string) =>
  new Headers({ 'sec-fetch-mode': 'navigate', ...(referer ? { referer } : {}) });

describe('browserAnswer', () => {
  it("tells a browser's navigation from a script's fetch", () => {
    expect(isNavigation(navigation())).toBe(true);
    expect(isNavigation(new Headers({ 'sec-fetch-mode': 'cors', accept: 'text/html' }))).toBe(false);
    expect(isNavigation(new Headers({ accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isNavigation(new Headers({ accept: 'application/json' }))).toBe(false);
  });

  it('sends an ended session to the sign-in, back to the staff page it came from, and a 404 to the staff 404', () => {
    expect(browserAnswer(navigation('https://site.example/staff/talents/3'), 401, 'session')).toBe(
      '/staff/sign-in?error=expired&next=%2Fstaff%2Ftalents%2F3',
    );
    expect(browserAnswer(navigation('https://evil.example//x'), 401, 'session')).toBe(
      '/staff/sign-in?error=expired',
    );
    expect(browserAnswer(navigation(), 404)).toBe(missingPage);
  });

  it("leaves a script's answers, and the other refusals, as they are", () => {
    expect(browserAnswer(new Headers({ 'sec-fetch-mode': 'cors' }), 401, 'session')).toBeNull();
    expect(browserAnswer(new Headers({ 'sec-fetch-mode': 'cors' }), 404)).toBeNull();
    expect(browserAnswer(navigation(), 403)).toBeNull();
  });
});

describe('tagsOfRoute', () => {
  it("names the public data a staff route's change reaches", () => {
    expect(tagsOfRoute('/staff/api/talents/3/pictures')).toEqual(['talents']);
    expect(tagsOfRoute('/staff/api/posts/3/slides')).toEqual(['posts']);
    expect(tagsOfRoute('/staff/api/slides')).toEqual(['slides']);
    expect(tagsOfRoute('/staff/api/sign-in')).toEqual([]);
    expect(tagsOfRoute('/staff/files/3')).toEqual([]);
  });
});
