'use client';

// The page's route template and address for client components (lib/i18n/navigation.ts exports them).
import { useLocale } from 'next-intl';
import { usePathname as useNextPathname } from 'next/navigation';
import { usePathname as useNextIntlPathname } from './base-navigation';
import { routeFolderTemplate, visiblePathOf } from './rendered-path';

/**
 * The route template of the page being shown (`/about` on `/nosotros` and `/en/about`, `/[category]` on
 * `/models`): next-intl's, and also right when the production front has Next render the page with its route
 * folder's path (lib/i18n/rendered-path.ts).
 */
export function usePathname(): ReturnType<typeof useNextIntlPathname> {
  const template = useNextIntlPathname();
  const locale = useLocale();
  return routeFolderTemplate(useNextPathname(), locale) ?? template;
}

/**
 * The path in the address bar (`/en/models`, `/en/talents`), where `usePathname` gives the route template
 * both share (`/[category]`): for noticing every navigation, also between pages of one template. The same in
 * the server's render, where Next may have been handed the route folder's path.
 */
export function useVisiblePathname(): string {
  const locale = useLocale();
  return visiblePathOf(useNextPathname(), locale);
}
