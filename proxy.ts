import { NextResponse, type NextRequest } from 'next/server';
import { canonicalWithoutDefaultPrefix } from '@/lib/i18n/default-prefix';
import { staffRoot } from '@/lib/i18n/pathnames';
import { staffGate } from '@/lib/staff/gate';

/** The answer when the proxy itself fails (the specification's "Middleware problem"). */
export const unknownMiddlewareMessage = 'Unknown middleware';

/**
 * The staff area's door (lib/staff/gate.ts), and the one piece of routing that needs code: `/es/...` names
 * the default locale, which has no prefix, so it redirects permanently (308) to the unprefixed canonical URL,
 * page-name aliases included (`/es/about` → `/nosotros`) in one hop. Every other path is routed without
 * running this proxy (by the front, in dev mode and production alike), so cached pages are served
 * without per-request code in the app (docs/routes.md).
 */
export function proxy(request: NextRequest): Response {
  try {
    if (request.nextUrl.pathname === staffRoot || request.nextUrl.pathname.startsWith(`${staffRoot}/`)) {
      return staffGate(request);
    }
    const target = request.nextUrl.clone();
    target.pathname = canonicalWithoutDefaultPrefix(request.nextUrl.pathname);
    // Next writes a same-origin Location as a relative one, so the host and scheme the server saw (the
    // proxy's internal ones behind nginx) never reach the visitor.
    return NextResponse.redirect(target, 308);
  } catch (error) {
    console.error('proxy failed', error);
    return new NextResponse(unknownMiddlewareMessage, {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}

export const config = {
  // Written out: Next reads the matcher at build time and takes literals only. A request whose `/es/...` path
  // the production front gave it (the header is lib/i18n/locale-router.ts's `localeRoutedHeader`) names a
  // route folder, not a visitor's address, and is not redirected.
  // The staff area's upload routes (lib/staff/uploads.ts) are left out: Next reads the whole body of a
  // request its proxy runs on before the route sees it, keeping a copy, so their routes could neither refuse
  // a body unread nor get more of it than the proxy keeps. They check the session themselves, first
  // (lib/staff/action.ts, `staffUpload`); tests/unit/i18n/proxy.test.ts holds this list to that one.
  matcher: [
    { source: '/es', missing: [{ type: 'header', key: 'x-locale-routed' }] },
    { source: '/es/:path*', missing: [{ type: 'header', key: 'x-locale-routed' }] },
    '/staff',
    '/staff/:path((?!api/(?:talents|posts)/[^/]+/(?:pictures|slides)$|api/slides$).*)',
  ],
};
