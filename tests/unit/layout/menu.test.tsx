import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Menu } from '@/components/layout/menu/menu.client';
import { renderWithIntl } from './render';

import { navigationState as nav } from './next-navigation-mock';

vi.mock('next/navigation', async () => (await import('./next-navigation-mock')).nextNavigationMock());

function toggle() {
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('Menu', () => {
  beforeEach(() => {
    nav.pathname = '/en';
    nav.params = { locale: 'en' };
  });

  it('is closed at first, with the toggle pointing at the menu', () => {
    renderWithIntl(<Menu />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const id = toggle().getAttribute('aria-controls');
    expect(id).toBeTruthy();
    expect(document.getElementById(id!)).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens full screen with models, + talents, news, be a model, about and reach out under their localized names', async () => {
    const user = userEvent.setup();
    nav.pathname = '/';
    renderWithIntl(<Menu />, 'es');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const dialog = screen.getByRole('dialog', { name: 'Menú principal' });
    const links = Array.from(dialog.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Modelos', '/models'],
      ['+ Talentos', '/talents'],
      ['Noticias', '/news'],
      ['Sé modelo', '/seja-um-modelo'],
      ['Nosotros', '/sobre'],
      ['Contáctanos', '/alcanzar'],
    ]);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('links to the en names in en', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Menu />);
    await user.click(toggle());
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about');
    expect(screen.getByRole('link', { name: 'Reach out' })).toHaveAttribute('href', '/en/reachout');
  });

  it('moves focus in, traps Tab, closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Menu />);
    await user.click(toggle());
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Reach out' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Menu />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(<Menu />);
    await user.click(toggle());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    nav.pathname = '/en/about';
    act(() => rerender(<Menu />));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes between two pages of one route template (Models to Talents)', async () => {
    const user = userEvent.setup();
    nav.pathname = '/en/models';
    nav.params = { locale: 'en', category: 'models' };
    const { rerender } = renderWithIntl(<Menu />);
    await user.click(toggle());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    nav.pathname = '/en/talents';
    nav.params = { locale: 'en', category: 'talents' };
    act(() => rerender(<Menu />));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
