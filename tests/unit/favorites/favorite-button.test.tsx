// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { FavoriteButton } from '@/components/favorite-button/favorite-button.client';
import { FAVORITES_KEY } from '@/lib/favorites/favorite';
import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { anaCard as ana } from '../../support/talent-card';

const all = { en, es, pt };

const ui = (locale: Locale = 'en') => (
  <NextIntlClientProvider locale={locale} messages={{ Favorite: all[locale].Favorite }}>
    <FavoriteButton talent={ana} category="models" placement="card" />
  </NextIntlClientProvider>
);
const stored = () =>
  JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '{}') as Record<string, unknown>;

describe('FavoriteButton', () => {
  // The page's store re-reads storage when its first component mounts, so each test starts from here.
  beforeEach(() => window.localStorage.clear());

  it('is a toggle button named after what pressing it does, and stores the card snapshot', async () => {
    const user = userEvent.setup();
    render(ui());
    const button = screen.getByRole('button', { name: 'Add Ana Torres to favorites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Remove Ana Torres from favorites');
    expect(stored()).toEqual({ 12: { ...ana, category: 'models' } });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual({});
  });

  it('works with the keyboard: Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    render(ui());
    const button = screen.getByRole('button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['es', 'Agregar a Ana Torres a favoritos', 'Quitar a Ana Torres de favoritos'],
    ['pt', 'Adicionar Ana Torres aos favoritos', 'Remover Ana Torres dos favoritos'],
  ] as const)('is labelled in %s', async (locale, add, remove) => {
    const user = userEvent.setup();
    render(ui(locale));
    await user.click(screen.getByRole('button', { name: add }));
    expect(screen.getByRole('button', { name: remove })).toBeInTheDocument();
  });

  it('shows a talent chosen earlier (or in another tab) as pressed', () => {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify({ 12: { ...ana, category: 'models' } }));
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    render(ui());
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      window.localStorage.removeItem(FAVORITES_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders unpressed on the server, whatever the browser has stored', () => {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify({ 12: { ...ana, category: 'models' } }));
    const html = renderToString(ui());
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('Add Ana Torres to favorites');
  });

  it('keeps every copy on the page in step (roster card and profile)', async () => {
    const user = userEvent.setup();
    render(
      <>
        {ui()}
        {ui()}
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    await user.click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });
});
