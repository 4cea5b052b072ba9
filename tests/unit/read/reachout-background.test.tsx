// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReachoutBackground } from '@/components/reachout/reachout-background.client';
import { stubMatchMedia } from '@/tests/support/match-media';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReachoutBackground', () => {
  it('plays the first video slide with its poster through the image optimizer, not as uploaded', () => {
    stubMatchMedia(() => false);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const poster = 'http://127.0.0.1:4000/media/slides/2-poster.jpg';
    const { container } = render(
      <ReachoutBackground
        slides={[
          {
            kind: 'video',
            id: 2,
            alt: '',
            videoUrl: '/media/2.mp4',
            posterUrl: poster,
            videoId: null,
            position: 1,
          },
        ]}
      />,
    );
    const shown = container.querySelector('video')?.getAttribute('poster') ?? '';
    expect(shown).toMatch(/^\/_next\/image\?/);
    expect(new URL(shown, 'http://site').searchParams.get('url')).toBe(poster);
  });
});
