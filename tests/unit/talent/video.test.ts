import { describe, expect, it } from 'vitest';
import { parseVimeo, playerUrl, videoFromLink, watchUrl } from '@/lib/contract/video';

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

describe('videoFromLink', () => {
  it('reads the links people paste from YouTube and Vimeo', () => {
    const youtube = { provider: 'youtube', file: 'dQw4w9WgXcQ' };
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ' https://youtube.com/live/dQw4w9WgXcQ ',
    ])
      expect(videoFromLink(link), link).toEqual(youtube);
    expect(videoFromLink('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', file: '76979871' });
    expect(videoFromLink('https://vimeo.com/76979871/8272103f6e')).toEqual({
      provider: 'vimeo',
      file: '76979871/8272103f6e',
    });
    expect(videoFromLink('https://player.vimeo.com/video/76979871?h=8272103f6e')).toEqual({
      provider: 'vimeo',
      file: '76979871/8272103f6e',
    });
  });

  it('refuses what names no video of either, or not over https', () => {
    for (const link of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/channel/UC123456',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/about',
      'https://vimeo.com/76979871/not-a-hash!',
      'javascript:alert(1)',
      'dQw4w9WgXcQ',
    ])
      expect(videoFromLink(link), link).toBeNull();
  });
});
