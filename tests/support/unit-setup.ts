import { afterEach, vi } from 'vitest';

// The DOM's matchers and the unmounting of what a test rendered, for the files that run in jsdom.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}

// Every test starts on the real clock and the real globals, whatever the one before it faked or stubbed.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// No App Router runs here: `next/navigation`'s hooks read the state tests set (next-navigation-mock.ts).
vi.mock('next/navigation', async () => (await import('./next-navigation-mock')).nextNavigationMock());
