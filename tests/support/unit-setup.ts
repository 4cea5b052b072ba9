import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// Every test starts on the real clock and the real globals, whatever the one before it faked or stubbed.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// No App Router runs here: `next/navigation`'s hooks read the state tests set (next-navigation-mock.ts).
vi.mock('next/navigation', async () => (await import('./next-navigation-mock')).nextNavigationMock());
