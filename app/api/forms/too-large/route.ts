import { plainPostLocale } from '@/lib/forms/plain-post';
import { refusalPage } from '@/lib/forms/refusal-page';
import { getPathname } from '@/lib/i18n/navigation';

const formPage = { contact: '/contact', application: '/be-a-model' } as const;

/**
 * The page of a plain post whose body is over the front's limit: nginx refuses such a body before the site
 * sees it and asks this page for its answer (deploy/nginx.conf), so the visitor reads the reason in their
 * language, with the 413 status, as when the site's own limit refuses it.
 */
export function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const form = url.searchParams.get('form') === 'application' ? 'application' : 'contact';
  const locale = plainPostLocale(url.href) ?? 'es';
  return refusalPage(locale, 'tooLarge', {
    status: 413,
    formHref: getPathname({ href: formPage[form], locale }),
  });
}
