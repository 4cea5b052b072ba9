import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only source of internal links, redirects and pathnames, so localized names cannot drift.
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);
