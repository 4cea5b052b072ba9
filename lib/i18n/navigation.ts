import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only source of internal links, redirects and pathnames, so localized names cannot drift.
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);

/**
 * The path in the address bar (`/en/models`, `/en/talents`), where next-intl's `usePathname` gives the route
 * template both share (`/[category]`): for noticing every navigation, also between pages of one template.
 */
export { usePathname as useVisiblePathname } from 'next/navigation';
