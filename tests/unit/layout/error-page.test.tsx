// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '@/components/layout/error/error-page.client';
import { finishProgress, getProgressStatus } from '@/components/navigation/progress/progress-store';
import en from '@/messages/en.json';

function renderError(error: unknown) {
  const { Common, Error, NotFound } = en;
  return render(
    <NextIntlClientProvider locale="en" messages={{ Common, Error, NotFound }}>
      <ErrorPage error={error} retry={() => {}} />
    </NextIntlClientProvider>,
  );
}

describe('ErrorPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.runAllTimers();
    finishProgress();
    vi.restoreAllMocks();
  });

  it('marks the progress bar failed when a page request failed on the server', () => {
    renderError(Object.assign(new Error('Service unavailable'), { digest: '503' }));
    expect(screen.getByRole('button', { name: en.Error.retry })).toBeInTheDocument();
    expect(getProgressStatus()).toBe('failed');
  });

  it('leaves the bar alone for a page that is not there', () => {
    renderError(Object.assign(new Error('Not found'), { status: 404 }));
    expect(getProgressStatus()).not.toBe('failed');
  });
});
