// The only source of redirects and pathnames, so localized names cannot drift. Links and the router are
// next-intl's too, wrapped so every navigation they start drives the progress bar: `Link` in
// components/ui/link.client.tsx, `useProgressRouter` in components/navigation/progress/.
export { redirect, getPathname, permanentRedirect } from './base-navigation';
export { usePathname, useVisiblePathname } from './pathname-hooks';
