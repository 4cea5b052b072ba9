// The only source of internal links, redirects and pathnames, so localized names cannot drift. The link and
// the router are next-intl's, wrapped so every navigation they start drives the progress bar.
export { redirect, usePathname, getPathname, permanentRedirect } from './base-navigation';
export { Link } from '@/components/ui/link.client';
export { useProgressRouter as useRouter } from '@/components/layout/progress/use-progress-router';

/**
 * The path in the address bar (`/en/models`, `/en/talents`), where next-intl's `usePathname` gives the route
 * template both share (`/[category]`): for noticing every navigation, also between pages of one template.
 */
export { usePathname as useVisiblePathname } from 'next/navigation';
