// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { FavoritesLink } from '@/components/favorites/favorites-link';
import { FAVORITES_KEY, toFavorite } from '@/lib/favorites/favorite';
import { favoritesStore } from '@/lib/favorites/store';
import es from '@/messages/es.json';
import { navigationState } from '../../support/next-navigation-mock';
import { pagePath } from '@/tests/support/paths';

const ui = (
  <NextIntlClientProvider locale="es" messages={{ FavoritesLink: es.FavoritesLink }}>
    <FavoritesLink />
  </NextIntlClientProvider>
);
const card = (id: number) => ({
  id,
  name: `T ${id}`,
  slug: `t-${id}`,
  subtitle: 'x',
  coverUrl: null,
  age: null,
  height: null,
});

describe('FavoritesLink (header)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    navigationState.pathname = '/';
    navigationState.params = { locale: 'es' };
  });

  it('leads to the localized favorites page', () => {
    render(ui);
    expect(screen.getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
      'href',
      pagePath('/favorites', 'es'),
    );
  });

  it('shows nothing while nothing is chosen, then the count to see and a phrase to hear', () => {
    render(ui);
    expect(screen.queryByTestId('favorites-count')).toBeNull();
    act(() => favoritesStore.toggle(toFavorite(card(1), 'models')));
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('1');
    expect(screen.getByRole('link')).toHaveAccessibleName('Favoritos, 1 talento elegido');
    act(() => favoritesStore.toggle(toFavorite(card(2), 'talents')));
    expect(screen.getByRole('link')).toHaveAccessibleName('Favoritos, 2 talentos elegidos');
  });

  it('is absent from the server HTML even when the browser has favorites', () => {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify({ 1: toFavorite(card(1), 'models') }));
    expect(renderToString(ui)).not.toContain('favorites-count');
  });
});
