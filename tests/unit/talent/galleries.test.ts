import { describe, expect, it } from 'vitest';
import { activeTab, galleryTabs } from '@/lib/talent/galleries';

const all = { book: 3, snap: 2, video: 1, compo: 1 };

describe('galleryTabs', () => {
  it('orders model tabs snap, video, book, compo on a phone', () => {
    expect(galleryTabs('models', 'mobile', all)).toEqual(['snap', 'video', 'book', 'compo']);
  });
  it('orders model tabs book, video, snap on a desktop', () => {
    expect(galleryTabs('models', 'desktop', all)).toEqual(['book', 'video', 'snap']);
  });
  it('shows talents book and video on every screen', () => {
    expect(galleryTabs('talents', 'mobile', all)).toEqual(['book', 'video']);
    expect(galleryTabs('talents', 'desktop', all)).toEqual(['book', 'video']);
  });
  it('leaves out empty galleries', () => {
    expect(galleryTabs('models', 'mobile', { book: 2, snap: 0, compo: 1 })).toEqual(['book', 'compo']);
    expect(galleryTabs('talents', 'desktop', { snap: 4 })).toEqual([]);
  });
});

describe('activeTab', () => {
  it('is the first available tab until one is chosen', () => {
    expect(activeTab(['video', 'book'], null)).toBe('video');
    expect(activeTab(['video', 'book'], 'book')).toBe('book');
  });
  it('falls back to the first tab when the chosen one is not shown', () => {
    expect(activeTab(['book', 'video'], 'compo')).toBe('book');
    expect(activeTab([], null)).toBeNull();
  });
});
