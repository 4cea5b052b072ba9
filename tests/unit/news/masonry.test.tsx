// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Masonry, ONE_COLUMN_MEDIA } from '@/components/news/masonry.client';
import { stubMatchMedia } from '@/tests/support/match-media';

function stubScreen({ phone }: { phone: boolean }) {
  stubMatchMedia((query) => query === ONE_COLUMN_MEDIA && phone);
}

const posts = Array.from({ length: 7 }, (_, index) => <p key={index}>post {index}</p>);
const grid = (
  <Masonry columns={3} className="grid" columnClassName="column">
    {posts}
  </Masonry>
);
/** Each column's posts, as text. */
const columnsOf = (root: ParentNode) =>
  [...root.querySelectorAll('.column')].map((column) =>
    [...column.querySelectorAll('p')].map((post) => post.textContent),
  );

/** Hydrates the server's HTML of the grid on a screen, recording each render's number of columns. */
function hydrateOn(phone: boolean) {
  stubScreen({ phone });
  const container = document.createElement('div');
  container.innerHTML = renderToString(grid);
  document.body.append(container);
  render(grid, { container, hydrate: true });
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Masonry', () => {
  it('deals the posts across the columns in the HTML, so that the newest run across the top', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(grid);
    expect(columnsOf(html)).toEqual([
      ['post 0', 'post 3', 'post 6'],
      ['post 1', 'post 4'],
      ['post 2', 'post 5'],
    ]);
  });

  it('keeps the wide layout on a wide screen', () => {
    expect(columnsOf(hydrateOn(false))).toHaveLength(3);
  });

  it('deals them again into one column on a phone, in the order they are seen', () => {
    expect(columnsOf(hydrateOn(true))).toEqual([posts.map((_, index) => `post ${index}`)]);
  });
});
