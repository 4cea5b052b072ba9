import { describe, expect, it } from 'vitest';
import { parseVimeo, playerUrl, watchUrl } from '@/lib/talent/video';

describe('video players', () => {
  it('embeds a YouTube id with the privacy-enhanced player', () => {
    expect(playerUrl({ provider: 'youtube', file: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&playsinline=1',
    );
  });
  it("splits a Vimeo 'id/hash' into the player's h parameter", () => {
    expect(parseVimeo('76979871/abc123')).toEqual({ id: '76979871', hash: 'abc123' });
    expect(playerUrl({ provider: 'vimeo', file: '76979871/abc123' })).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123&autoplay=1&dnt=1',
    );
    expect(playerUrl({ provider: 'vimeo', file: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });
  it('refuses ids that are not ids', () => {
    expect(playerUrl({ provider: 'youtube', file: 'x"><script>' })).toBeNull();
    expect(playerUrl({ provider: 'vimeo', file: 'javascript:alert(1)' })).toBeNull();
  });
  it('gives watch pages', () => {
    expect(watchUrl({ provider: 'youtube', file: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(watchUrl({ provider: 'vimeo', file: '76979871/abc123' })).toBe(
      'https://vimeo.com/76979871/abc123',
    );
  });
});
