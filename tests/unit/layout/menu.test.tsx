// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Menu } from '@/components/layout/menu/menu.client';
import { clearStranded, strand } from '@/components/navigation/progress/stranded-navigation';
import { renderFrameLeaf } from '@/tests/support/render-with-messages';
import { pagePath } from '@/tests/support/paths';

import { navigationState as nav } from '../../support/next-navigation-mock';

// jsdom has <dialog> but not its methods: the browser's part (top layer, inert page, focus containment,
// Escape) is covered end to end; here showModal and close only set the state and fire the close event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // The fades are covered end to end (motion.spec.ts); here the menu opens and closes at once, as for a
  // visitor who prefers reduced motion, even once a click has fetched the animation code.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

function toggle() {
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('Menu', () => {
  beforeEach(() => {
    nav.pathname = '/en';
    nav.params = { locale: 'en' };
  });

  it('is closed at first, with the toggle pointing at the menu', () => {
    renderFrameLeaf(<Menu />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const id = toggle().getAttribute('aria-controls');
    expect(id).toBeTruthy();
    expect(document.getElementById(id!)).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens full screen with models, + talents, news, be a model, about and reach out under their localized names', async () => {
    const user = userEvent.setup();
    nav.pathname = '/';
    renderFrameLeaf(<Menu />, 'es');
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
      ['Sé modelo', pagePath('/be-a-model', 'es')],
      ['Nosotros', pagePath('/about', 'es')],
      ['Contáctanos', pagePath('/reachout', 'es')],
    ]);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('links to the en names in en', async () => {
    const user = userEvent.setup();
    renderFrameLeaf(<Menu />);
    await user.click(toggle());
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', pagePath('/about', 'en'));
    expect(screen.getByRole('link', { name: 'Reach out' })).toHaveAttribute(
      'href',
      pagePath('/reachout', 'en'),
    );
  });

  it('opens as a modal dialog with focus on its close button, and Escape gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderFrameLeaf(<Menu />);
    await user.click(toggle());
    expect(showModal).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    // Escape reaches the dialog as its cancel event; the menu closes itself (so that it can fade out).
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void screen.getByRole('dialog').dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    showModal.mockRestore();
  });

  it('closes on a click beside its links (its backdrop)', async () => {
    const user = userEvent.setup();
    renderFrameLeaf(<Menu />);
    await user.click(toggle());
    const dialog = screen.getByRole('dialog');
    await user.click(dialog.querySelector('ul')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle()).toHaveFocus();
    await user.click(toggle());
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the navigation it started cannot reach the site, so the notice of it is in sight', async () => {
    const user = userEvent.setup();
    renderFrameLeaf(<Menu />);
    await user.click(toggle());
    act(() => strand(pagePath('/about', 'en')));
    expect(screen.queryByRole('dialog')).toBeNull();
    // A failure already shown does not close the menu opened again over it.
    await user.click(toggle());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => clearStranded());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderFrameLeaf(<Menu />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderFrameLeaf(<Menu />);
    await user.click(toggle());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    nav.pathname = pagePath('/about', 'en');
    act(() => rerender(<Menu />));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes between two pages of one route template (Models to Talents)', async () => {
    const user = userEvent.setup();
    nav.pathname = '/en/models';
    nav.params = { locale: 'en', category: 'models' };
    const { rerender } = renderFrameLeaf(<Menu />);
    await user.click(toggle());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    nav.pathname = '/en/talents';
    nav.params = { locale: 'en', category: 'talents' };
    act(() => rerender(<Menu />));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
