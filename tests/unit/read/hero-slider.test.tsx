// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_AUTOPLAY_MS, HERO_SPEED_MS, HeroSlider } from '@/components/home/hero-slider.client';
import type { Slide } from '@/lib/api/types';
import en from '@/messages/en.json';
import { renderWithMessages } from '@/tests/support/render-with-messages';
import { stubReducedMotion } from '@/tests/support/match-media';

// The real next/image, counted: how often a slide's picture is built.
const imageProps = vi.hoisted(() => ({ calls: 0 }));
vi.mock('next/image', async (importOriginal) => {
  const real = await importOriginal<typeof import('next/image')>();
  return {
    ...real,
    getImageProps: (...args: Parameters<typeof real.getImageProps>) => {
      imageProps.calls += 1;
      return real.getImageProps(...args);
    },
  };
});

const image = (id: number): Slide => ({
  kind: 'image',
  id,
  alt: `Slide ${id}`,
  mobileUrl: `/media/slides/${id}-mobile.jpg`,
  desktopUrl: `/media/slides/${id}-desktop.jpg`,
  position: id,
});
const video: Slide = {
  kind: 'video',
  id: 2,
  alt: 'Video',
  videoUrl: '/media/2.mp4',
  posterUrl: null,
  videoId: null,
  position: 2,
};
const slides = [image(1), video, image(3)];

const activeIndex = () =>
  screen.getByRole('region', { name: en.Home.sliderLabel }).getAttribute('data-active-index');
const slideGroups = () => screen.getAllByRole('group', { hidden: true });

beforeEach(() => {
  imageProps.calls = 0;
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('HeroSlider', () => {
  it('autoplays: 5000 ms on the first slide, then the 2500 ms fade plus 5000 ms on each, wrapping around', () => {
    stubReducedMotion(false);
    renderWithMessages(<HeroSlider slides={slides} />);
    expect(activeIndex()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1);
    });
    expect(activeIndex()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeIndex()).toBe('1');
    act(() => {
      vi.advanceTimersByTime(HERO_AUTOPLAY_MS + HERO_SPEED_MS - 1);
    });
    expect(activeIndex()).toBe('1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeIndex()).toBe('2');
    act(() => {
      vi.advanceTimersByTime(HERO_AUTOPLAY_MS + HERO_SPEED_MS);
    });
    expect(activeIndex()).toBe('0');
  });

  it('shows only the first slide at start and mounts the next one in line; hidden slides are inert', () => {
    stubReducedMotion(false);
    const { container } = renderWithMessages(<HeroSlider slides={slides} />);
    const groups = slideGroups();
    expect(groups).toHaveLength(3);
    expect(groups[0]?.querySelector('img')).not.toBeNull();
    expect(groups[1]?.querySelector('video')).not.toBeNull();
    expect(groups[2]?.childElementCount).toBe(0);
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
    expect(container.querySelector('video')?.loop).toBe(true);
    expect(container.querySelector('video')?.muted).toBe(true);
  });

  it('reduced motion: no autoplay; buttons and arrow keys move, the play button starts it', () => {
    stubReducedMotion(true);
    renderWithMessages(<HeroSlider slides={slides} />);
    const hero = screen.getByRole('region', { name: en.Home.sliderLabel });
    expect(hero).toHaveAttribute('data-playing', 'false');
    act(() => {
      vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS);
    });
    expect(activeIndex()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: en.Home.previous }));
    expect(activeIndex()).toBe('2');
    fireEvent.keyDown(screen.getByRole('button', { name: en.Home.next }), { key: 'ArrowRight' });
    expect(activeIndex()).toBe('0');
    fireEvent.keyDown(hero, { key: 'ArrowLeft' });
    expect(activeIndex()).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: en.Home.play }));
    expect(hero).toHaveAttribute('data-playing', 'true');
    act(() => {
      vi.advanceTimersByTime(HERO_AUTOPLAY_MS + HERO_SPEED_MS);
    });
    expect(activeIndex()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: en.Home.pause }));
    act(() => {
      vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS);
    });
    expect(activeIndex()).toBe('0');
  });

  it('shows a video slide’s poster through the image optimizer, not as uploaded', () => {
    stubReducedMotion(true);
    const poster = 'http://127.0.0.1:4000/media/slides/2-poster.jpg';
    const { container } = renderWithMessages(
      <HeroSlider slides={[{ ...video, posterUrl: poster }, image(1)]} />,
    );
    const shown = container.querySelector('video')?.getAttribute('poster') ?? '';
    expect(shown).toMatch(/^\/_next\/image\?/);
    expect(new URL(shown, 'http://site').searchParams.get('url')).toBe(poster);
  });

  it('builds a slide’s picture once: a turn does not build the pictures already shown again', () => {
    stubReducedMotion(true);
    renderWithMessages(<HeroSlider slides={[image(1), image(3), image(4)]} />);
    // Two calls a picture: its mobile and its desktop file.
    const first = imageProps.calls;
    expect(first).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: en.Home.next }));
    expect(activeIndex()).toBe('1');
    expect(imageProps.calls - first).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: en.Home.previous }));
    expect(imageProps.calls - first).toBe(2);
  });
});
