import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@/lib/api/types';
import { toNewsCard } from '@/lib/news/to-card';

const summary: PostSummary = {
  id: 7,
  type: 'news',
  slug: 'semana-de-la-moda',
  title: 'Semana de la moda',
  description: 'Nuestros modelos en la pasarela.',
  cover: { kind: 'image', url: '/media/posts/7/cover.jpg', thumbnailUrl: '/media/posts/7/thumb.jpg' },
  createdAt: '2026-03-05T18:30:00.000Z',
  contentHtml:
    '<p onclick="x()">Desfile <strong>&amp;</strong> fiesta.</p><script>steal()</script><p>Gracias a todos.</p>',
};

describe('toNewsCard', () => {
  it('shows the content of a list item as sanitized plain text (cover, title, description, content)', () => {
    const card = toNewsCard(summary);
    expect(card.title).toBe('Semana de la moda');
    expect(card.description).toBe('Nuestros modelos en la pasarela.');
    expect(card.excerpt).toBe('Desfile & fiesta. Gracias a todos.');
    expect(card.date).toBe('05/03/2026');
  });

  it('clamps long content at a word boundary with an ellipsis', () => {
    const card = toNewsCard({ ...summary, contentHtml: `<p>${'palabra '.repeat(60)}</p>` });
    expect(card.excerpt.length).toBeLessThanOrEqual(181);
    expect(card.excerpt).toMatch(/palabra…$/);
  });

  it('has no excerpt when the post has no content', () => {
    expect(toNewsCard({ ...summary, contentHtml: '' }).excerpt).toBe('');
  });
});
