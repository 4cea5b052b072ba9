// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryTabs } from '@/components/profile/gallery-tabs.client';
import type { Galleries } from '@/lib/api/types';
import { renderWithMessages } from '@/tests/support/render-with-messages';
import { stubMatchMedia } from '@/tests/support/match-media';

const image = (id: number) => ({ id, url: `https://media.example/${id}.jpg` });
const galleries: Galleries = {
  book: [image(1), image(2)],
  snap: [image(3)],
  compo: [image(4)],
  video: [{ id: 5, provider: 'youtube', videoId: 'dQw4w9WgXcQ', previewUrl: null }],
};

function screenIs(desktop: boolean) {
  stubMatchMedia((query) => query.includes('min-width: 1024px') && desktop);
}

describe('GalleryTabs', () => {
  it('orders model tabs snap, video, book, compo on a phone, the first active', () => {
    screenIs(false);
    renderWithMessages(<GalleryTabs talentId={1} talentName="Ana" category="models" galleries={galleries} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Snaps',
      'Video',
      'Book',
      'Composite',
    ]);
    expect(screen.getByRole('tab', { name: 'Snaps' })).toHaveAttribute('aria-selected', 'true');
  });

  it('orders model tabs book, video, snap on a desktop and skips empty galleries', () => {
    screenIs(true);
    renderWithMessages(
      <GalleryTabs talentId={1} talentName="Ana" category="models" galleries={{ ...galleries, snap: [] }} />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Book', 'Video']);
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys and shows the chosen panel', () => {
    screenIs(true);
    renderWithMessages(
      <GalleryTabs talentId={1} talentName="Ana" category="talents" galleries={galleries} />,
    );
    const book = screen.getByRole('tab', { name: 'Book' });
    fireEvent.keyDown(book, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('data-gallery', 'video');
    // No player before a click: the preview button only.
    expect(screen.getByRole('tabpanel').querySelector('iframe')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Video' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
  });
});
