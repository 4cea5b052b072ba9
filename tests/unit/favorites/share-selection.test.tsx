// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ShareSelection } from '@/components/favorites/share-selection.client';
import { MAX_SHARED } from '@/lib/favorites/shared-ids';
import en from '@/messages/en.json';
import { pagePath } from '@/tests/support/paths';

const link = `${window.location.origin}${pagePath('/favorites/shared', 'en')}?ids=12,7,31`;

function renderShare(ids: number[] = [12, 7, 31]) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ShareSelection: en.ShareSelection }}>
      <ShareSelection ids={ids} />
    </NextIntlClientProvider>,
  );
}

const button = () => screen.getByRole('button', { name: en.ShareSelection.button });

describe('ShareSelection', () => {
  it('shows the localized link with the ids as text that can be copied by hand', () => {
    renderShare();
    expect(screen.getByLabelText(en.ShareSelection.linkLabel)).toHaveValue(link);
  });

  it('hands the link to the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderShare();
    await userEvent.click(button());
    expect(share).toHaveBeenCalledWith({ title: en.ShareSelection.title, url: link });
    expect(await screen.findByRole('status')).toHaveTextContent(en.ShareSelection.shared);
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderShare();
    await userEvent.click(button());
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderShare();
    await userEvent.click(button());
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByRole('status')).toHaveTextContent(en.ShareSelection.copied);
  });

  it('selects the link for the visitor when copying is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderShare();
    await userEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(en.ShareSelection.copyFailed);
    const field = screen.getByLabelText<HTMLInputElement>(en.ShareSelection.linkLabel);
    expect(document.activeElement).toBe(field);
  });

  it(`puts at most ${MAX_SHARED} talents in the link and says so`, () => {
    const ids = Array.from({ length: MAX_SHARED + 2 }, (_, i) => i + 1);
    renderShare(ids);
    const value = screen.getByLabelText<HTMLInputElement>(en.ShareSelection.linkLabel).value;
    expect(new URL(value).searchParams.get('ids')).toBe(ids.slice(0, MAX_SHARED).join(','));
    expect(screen.getByText(/A link carries up to 30 talents/)).toBeInTheDocument();
  });
});
