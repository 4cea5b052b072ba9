// The locale routing of a production request, before Next sees it (lib/i18n/locale-router.ts): a page's
// alias answers its permanent redirect here, and a visible path (`/nosotros`) reaches Next as its route
// folder's (`/es/about`), marked so that Next's proxy does not take that path for a visitor's `/es/...`
// (proxy.ts). The files of `public/` pass as they are: Next serves them before any rewrite.
import type { IncomingMessage } from 'node:http';
import { localeRoutedHeader, localeRouter } from '../lib/i18n/locale-router';
import { folderFiles } from './folder-files';
import { decode } from './request-guard';

/**
 * A function that routes a request in place and returns the Location of a redirect to answer, if any. It
 * always sets or removes the routed mark, so a client cannot write it.
 */
export function localeRouting(publicFolder: string): (request: IncomingMessage) => string | null {
  const route = localeRouter();
  const files = folderFiles(publicFolder);
  return (request) => {
    delete request.headers[localeRoutedHeader];
    const target = request.url ?? '/';
    const pathname = target.split('?')[0]!;
    if (files.has(pathname) || files.has(decode(pathname) ?? pathname)) return null;
    const routed = route(target);
    if (!routed) return null;
    if ('redirect' in routed) return routed.redirect;
    request.url = routed.rewrite;
    request.headers[localeRoutedHeader] = '1';
    return null;
  };
}
