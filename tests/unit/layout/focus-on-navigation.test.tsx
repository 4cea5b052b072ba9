// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FocusOnNavigation } from '@/components/layout/focus-on-navigation.client';
import { navigationState as nav } from '../../support/next-navigation-mock';
import { pagePath } from '@/tests/support/paths';
import { renderFrameLeaf } from '@/tests/support/render-with-messages';

function Page({ title }: { title: string }) {
  return (
    <>
      <a href="#x">a link</a>
      <main>
        <h1>{title}</h1>
      </main>
      <FocusOnNavigation />
    </>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('FocusOnNavigation', () => {
  beforeEach(() => {
    nav.pathname = pagePath('/about', 'en');
  });

  it('leaves focus alone on the first load', async () => {
    renderFrameLeaf(<Page title="About" />);
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new main heading after a navigation, between pages of one template too', async () => {
    const { rerender, getByRole } = renderFrameLeaf(<Page title="Models" />);
    getByRole('link').focus();
    nav.pathname = '/en/talents';
    rerender(<Page title="Talents" />);
    await nextFrame();
    const heading = getByRole('heading', { name: 'Talents' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
