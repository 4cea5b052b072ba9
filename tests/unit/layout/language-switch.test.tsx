// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/components/layout/language-switch.client';
import { isLoadingOverlayVisible } from '@/components/layout/loading-store';
import { navigationState as nav } from '../../support/next-navigation-mock';
import { renderFrameLeaf } from '@/tests/support/render-with-messages';
import { pagePath } from '@/tests/support/paths';

function hrefs() {
  return Object.fromEntries(
    screen.getAllByRole('link').map((a) => [String(a.getAttribute('hreflang')), a.getAttribute('href')]),
  );
}

describe('LanguageSwitch', () => {
  beforeEach(() => {
    nav.pathname = '/';
    nav.params = { locale: 'es' };
  });

  it('links the same page in es, en and pt, swapping localized names', () => {
    nav.pathname = pagePath('/about', 'es');
    renderFrameLeaf(<LanguageSwitch />, 'es');
    expect(hrefs()).toEqual({
      es: pagePath('/about', 'es'),
      en: pagePath('/about', 'en'),
      pt: pagePath('/about', 'pt'),
    });
  });

  // The production front has Next render `/nosotros` with its route folder's path (lib/i18n/rendered-path.ts).
  it.each([
    ['es', '/es/about'],
    ['pt', '/pt/about'],
  ] as const)('reads the same links when rendered under the route folder (%s, %s)', (locale, folder) => {
    nav.pathname = folder;
    nav.params = { locale };
    renderFrameLeaf(<LanguageSwitch />, locale);
    expect(hrefs()).toEqual({
      es: pagePath('/about', 'es'),
      en: pagePath('/about', 'en'),
      pt: pagePath('/about', 'pt'),
    });
  });

  it('keeps dynamic params: a profile and a post', () => {
    nav.pathname = '/en/models/12/ana-torres';
    nav.params = { locale: 'en', category: 'models', id: '12', name: 'ana-torres' };
    const { unmount } = renderFrameLeaf(<LanguageSwitch />, 'en');
    expect(hrefs()).toEqual({
      es: '/models/12/ana-torres',
      en: '/en/models/12/ana-torres',
      pt: '/pt/models/12/ana-torres',
    });
    unmount();

    nav.pathname = '/pt/news/semana-de-la-moda';
    nav.params = { locale: 'pt', slug: 'semana-de-la-moda' };
    renderFrameLeaf(<LanguageSwitch />, 'pt');
    expect(hrefs()).toEqual({
      es: '/news/semana-de-la-moda',
      en: '/en/news/semana-de-la-moda',
      pt: '/pt/news/semana-de-la-moda',
    });
  });

  it('marks the current language and names each in its own language', () => {
    nav.pathname = pagePath('/contact', 'en');
    nav.params = { locale: 'en' };
    renderFrameLeaf(<LanguageSwitch />, 'en');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    const en = screen.getByRole('link', { name: /English/ });
    expect(en).toHaveAttribute('aria-current', 'true');
    expect(en).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /Español/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Español/ })).toHaveAttribute('href', pagePath('/contact', 'es'));
  });

  it('shows the loading overlay for 600 ms when the language changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderFrameLeaf(<LanguageSwitch />, 'es');
    const link = screen.getByRole('link', { name: /English/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(isLoadingOverlayVisible()).toBe(true);
    vi.advanceTimersByTime(600);
    expect(isLoadingOverlayVisible()).toBe(false);
  });

  it('shows no overlay for the current language', async () => {
    const user = userEvent.setup();
    renderFrameLeaf(<LanguageSwitch />, 'es');
    const link = screen.getByRole('link', { name: /Español/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(isLoadingOverlayVisible()).toBe(false);
  });
});
