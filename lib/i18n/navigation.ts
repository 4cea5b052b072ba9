// The only source of redirects and pathnames, so localized names cannot drift. Links and the router are
// next-intl's too, wrapped so every navigation they start drives the progress bar: `Link` in
// components/ui/link.client.tsx, `useProgressRouter` in components/layout/progress/.
export { redirect, usePathname, getPathname, permanentRedirect } from './base-navigation';

/**
 * The path in the address bar (`/en/models`, `/en/talents`), where next-intl's `usePathname` gives the route
 * template both share (`/[category]`): for noticing every navigation, also between pages of one template.
 */
export { usePathname as useVisiblePathname } from 'next/navigation';
