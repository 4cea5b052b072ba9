// The locale routing of a production request, before Next sees it (lib/i18n/locale-router.ts): a page's
// alias answers its permanent redirect here, and a visible path (`/sobre`) reaches Next as its route folder's
// (`/es/about`), marked so that Next's proxy does not take that path for a visitor's `/es/...`
// (proxy.ts). The files of `public/` pass as they are: Next serves them before any rewrite.
import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { localeRoutedHeader, localeRouter } from '../lib/i18n/locale-router';

/** Every file under `folder`, as the path a request names it by (`/icons/icon-192.png`). */
function filePaths(folder: string): Set<string> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
      ),
  );
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A function that routes a request in place and returns the Location of a redirect to answer, if any. It
 * always sets or removes the routed mark, so a client cannot write it.
 */
export function localeRouting(publicFolder: string): (request: IncomingMessage) => string | null {
  const route = localeRouter();
  const files = filePaths(publicFolder);
  return (request) => {
    delete request.headers[localeRoutedHeader];
    const target = request.url ?? '/';
    const pathname = target.split('?')[0]!;
    if (files.has(pathname) || files.has(decoded(pathname))) return null;
    const routed = route(target);
    if (!routed) return null;
    if ('redirect' in routed) return routed.redirect;
    request.url = routed.rewrite;
    request.headers[localeRoutedHeader] = '1';
    return null;
  };
}
