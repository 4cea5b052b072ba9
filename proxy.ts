import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

/** The SPEC §8 answer when the proxy itself fails. */
export const unknownMiddlewareMessage = 'Unknown middleware';

/**
 * Locale routing (DESIGN.md §4): next-intl resolves the locale from the URL only, rewrites localized names
 * to the internal route folders and redirects `/es/...` and other locales' page names to the canonical URL.
 * Those redirects are permanent (308): the canonical URLs never change, so search engines may forget the old.
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    const response = intl(request);
    if (response.status === 307 || response.status === 302) {
      return new NextResponse(null, { status: 308, headers: response.headers });
    }
    return response;
  } catch (error) {
    console.error('proxy failed', error);
    return new NextResponse(unknownMiddlewareMessage, {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}

export const config = {
  // Everything but route handlers, Next internals, backend media and files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
