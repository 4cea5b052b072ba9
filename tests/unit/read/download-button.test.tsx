// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DownloadButton } from '@/components/profile/download-button.client';
import { renderWithMessages } from '@/tests/support/render-with-messages';

function renderButton() {
  const view = renderWithMessages(<DownloadButton talentId={7} gallery="book" label="Download Book" />);
  const form = view.container.querySelector('form')!;
  // jsdom does not navigate: submitting only fires the event the component listens to.
  form.requestSubmit = () => fireEvent.submit(form);
  return { form, frame: view.container.querySelector('iframe') };
}

describe('DownloadButton', () => {
  it('is a plain form posting the talent id and gallery to the download route, into a hidden frame', () => {
    const { form, frame } = renderButton();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/download');
    expect(Object.fromEntries(new FormData(form))).toEqual({ talentId: '7', gallery: 'book' });
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('hidden');
    expect(form).toHaveAttribute('target', frame!.getAttribute('name'));
  });

  it('says downloading while the browser takes the zip over, then is ready again', () => {
    vi.useFakeTimers();
    const { form } = renderButton();
    fireEvent.submit(form);
    expect(screen.getByRole('button', { name: /Downloading/ })).toHaveAttribute('aria-busy', 'true');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('button', { name: /Download Book/ })).toHaveAttribute('data-state', 'idle');
  });

  it('says the download failed when an error answer loads in the frame (a zip never does)', () => {
    const { form, frame } = renderButton();
    fireEvent.submit(form);
    fireEvent.load(frame!);
    expect(screen.getByRole('status')).toHaveTextContent('The download failed');
  });
});
