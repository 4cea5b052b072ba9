// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { markInAppNavigation } from '@/components/navigation/progress/in-app-history';
import { BackButton } from '@/components/ui/back-button.client';
import { navigationState as nav, routerMock } from '../../support/next-navigation-mock';
import { renderFrameLeaf } from '@/tests/support/render-with-messages';

describe('BackButton', () => {
  beforeEach(() => {
    nav.pathname = '/en/models/7/ana';
    nav.params = { locale: 'en' };
    routerMock.back.mockClear();
  });

  it("is a link to the page it belongs under, in the visitor's locale", () => {
    renderFrameLeaf(<BackButton parent={{ pathname: '/[category]', params: { category: 'models' } }} />);
    expect(screen.getByRole('link', { name: /Return/ })).toHaveAttribute('href', '/en/models');
  });

  it('goes to the parent when the visitor did not come from a page of this site', () => {
    renderFrameLeaf(<BackButton parent="/news" />);
    const link = screen.getByRole('link', { name: /Return/ });
    expect(fireEvent.click(link)).toBe(true);
    expect(routerMock.back).not.toHaveBeenCalled();
  });

  it('goes back in history when the visitor came from a page of this site', () => {
    markInAppNavigation();
    window.history.pushState({}, '', '/en/news/x');
    renderFrameLeaf(<BackButton parent="/news" />);
    const link = screen.getByRole('link', { name: /Return/ });
    expect(fireEvent.click(link)).toBe(false);
    expect(routerMock.back).toHaveBeenCalledTimes(1);
  });
});
