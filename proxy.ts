import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

/** The SPEC §8 answer when the proxy itself fails. */
export const unknownMiddlewareMessage = 'Unknown middleware';

/**
 * Marks a request this proxy already rewrote. Under `next start -H 127.0.0.1` Next mistakes an internal
 * rewrite for an external one and sends it over HTTP back to itself (vercel/next.js#94745); without the
 * mark, that second pass would redirect `/es/...` to the unprefixed path it came from, in a loop. A visitor
 * who sends the header only gets the internal path rendered as it is.
 */
export const rewrittenHeader = 'x-site-rewritten';

/**
 * Locale routing (DESIGN.md §4): next-intl resolves the locale from the URL only, rewrites localized names
 * to the internal route folders and redirects `/es/...` and other locales' page names to the canonical URL.
 * Those redirects are permanent (308): canonical URLs never change, so search engines may drop the old.
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    if (request.headers.get(rewrittenHeader) === '1') return NextResponse.next();
    const response = intl(request);
    if (response.status === 307 || response.status === 302) {
      return new NextResponse(null, { status: 308, headers: response.headers });
    }
    if (response.headers.has('x-middleware-rewrite')) markRewrite(response);
    return response;
  } catch (error) {
    console.error('proxy failed', error);
    return new NextResponse(unknownMiddlewareMessage, {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}

/** Adds the mark to the headers the rewritten request carries on (next-intl already overrides some). */
function markRewrite(response: NextResponse) {
  const overridden = response.headers.get('x-middleware-override-headers');
  const names = overridden ? overridden.split(',') : [];
  response.headers.set('x-middleware-override-headers', [...names, rewrittenHeader].join(','));
  response.headers.set(`x-middleware-request-${rewrittenHeader}`, '1');
}

export const config = {
  // Everything but route handlers, Next internals, backend media and files with an extension.
  matcher: ['/((?!api(?:/|$)|_next/|_vercel/|media/|.*\\..*).*)'],
};
