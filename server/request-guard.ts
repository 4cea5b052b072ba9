// Requests the site refuses before Next.js sees them, each with a clear 4xx: Next answers a malformed
// percent-encoding with a plain 500 (an App Router build has no error page for 400), renders a page for any
// method (TRACE included), and passes control characters on to the back end. Checking here costs a string
// scan per request, far less than running the proxy on every page.

export type Refusal = {
  status: 400 | 403 | 404 | 405 | 421;
  message: string;
  field?: string;
  headers?: Record<string, string>;
  /** The request line is sound but for parameters of its query (server/query-redirect.ts). */
  inQuery?: true;
};

/** The methods the site answers: pages take GET and HEAD, route handlers POST, and OPTIONS for CORS. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

// C0 controls and DEL: never part of a page address, a slug, a search or any query value.
const controlCharacter = /[\u0000-\u001f\u007f]/;

type MediaOrigin = { url: URL; pathname: string };

/** `value` with its percent-encoding decoded, or null when that encoding is malformed. */
export function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** True when `target` (next/image's `url`) is a file of this site or lies under a configured media origin. */
function isAllowedImage(target: string, media: MediaOrigin[]): boolean {
  if (/^\/(?![/\\])/.test(target)) return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  return media.some(({ url: origin, pathname }) => {
    const prefix = pathname.replace(/\*+$/, '');
    return url.origin === origin.origin && url.pathname.startsWith(prefix) && !url.pathname.includes('..');
  });
}

type QueryPair = { name: string; value: string; refusal?: never } | { refusal: Refusal };

/** One `name=value` of a raw query, decoded, or why it is refused. */
export function queryPair(pair: string): QueryPair {
  const equals = pair.indexOf('=');
  const name = decode((equals === -1 ? pair : pair.slice(0, equals)).replaceAll('+', ' '));
  const value = decode((equals === -1 ? '' : pair.slice(equals + 1)).replaceAll('+', ' '));
  const field = name ?? 'query';
  if (name === null || value === null) {
    const message = `The query parameter "${field}" is not valid percent-encoding`;
    return { refusal: { status: 400, message, field, inQuery: true } };
  }
  if (controlCharacter.test(name) || controlCharacter.test(value)) {
    const message = `The query parameter "${field}" contains a control character`;
    return { refusal: { status: 400, message, field, inQuery: true } };
  }
  return { name, value };
}

/**
 * Checks one request line. Returns why it is refused, or null when Next.js may handle it.
 * `media` are the origins the image optimizer may fetch from (the running site's configuration).
 */
export function refuseRequest(
  method: string | undefined,
  rawUrl: string | undefined,
  media: MediaOrigin[],
): Refusal | null {
  if (!allowedMethods.includes((method ?? '') as (typeof allowedMethods)[number])) {
    return {
      status: 405,
      message: `Method ${method ?? ''} is not allowed`,
      headers: { allow: allowedMethods.join(', ') },
    };
  }
  const url = rawUrl ?? '';
  if (!url.startsWith('/'))
    return { status: 400, message: 'The request target must be a path', field: 'path' };
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const decodedPath = decode(path);
  if (decodedPath === null)
    return { status: 400, message: 'The path is not valid percent-encoding', field: 'path' };
  if (controlCharacter.test(decodedPath))
    return { status: 400, message: 'The path contains a control character', field: 'path' };

  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  let imageUrl: string | null = null;
  for (const pair of query.split('&')) {
    const parsed = queryPair(pair);
    if (parsed.refusal) return parsed.refusal;
    if (parsed.name === 'url') imageUrl = parsed.value;
  }

  if (path === '/_next/image' && (imageUrl === null || !isAllowedImage(imageUrl, media))) {
    return { status: 400, message: 'The image URL is not one this site serves', field: 'url' };
  }
  return null;
}
