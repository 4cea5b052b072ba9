import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '@/components/layout/progress/progress-bar.client';
import { reportRequestFailure } from '@/components/layout/progress/progress-store';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { renderWithIntl } from './render';

vi.mock('next/navigation', async () => (await import('./next-navigation-mock')).nextNavigationMock());

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it("announces politely, in the visitor's language, that a page could not be opened, then hides", () => {
    renderWithIntl(<ProgressBar />, 'es');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => reportRequestFailure('navigation'));
    const bar = screen.getByRole('progressbar');
    expect(bar).toBeVisible();
    expect(bar).toHaveAttribute('data-status', 'failed');
    expect(status).toHaveTextContent(es.Progress.navigationFailed);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(status).toBeEmptyDOMElement();
  });

  it('says a request failed for any other failure', () => {
    renderWithIntl(<ProgressBar />, 'pt');
    act(() => reportRequestFailure());
    expect(screen.getByRole('status')).toHaveTextContent(pt.Progress.failed);
  });
});
