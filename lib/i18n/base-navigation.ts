import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// next-intl's own navigation for the site's routes. Only lib/i18n/navigation.ts and the link and router that
// report navigation progress import it; everything else imports lib/i18n/navigation.
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);
