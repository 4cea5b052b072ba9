import { vi } from 'vitest';

/** The App Router state the mocked `next/navigation` hooks answer with; tests change it. */
export const navigationState = {
  pathname: '/en',
  params: { locale: 'en' } as Record<string, string | string[]>,
};

export const routerMock = {
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  refresh: vi.fn(),
  forward: vi.fn(),
};

export function nextNavigationMock() {
  return {
    usePathname: () => navigationState.pathname,
    useParams: () => navigationState.params,
    useRouter: () => routerMock,
    useSearchParams: () => new URLSearchParams(),
    redirect: vi.fn(),
    permanentRedirect: vi.fn(),
    notFound: vi.fn(),
  };
}
