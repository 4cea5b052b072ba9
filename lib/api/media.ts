import 'server-only';
import { env } from '@/lib/env';
import { isInternalHost } from '@/lib/contract/internal-host';
import { ApiError } from './errors';
import { apiFetchResponse } from './fetch';
import { siteMediaRoot } from './media-url';

// The back end's own media, passed through the site for a visitor's browser and for the image optimizer
// (./media-url.ts): a player's byte ranges go to the back end and its partial answers come back, so videos
// start and seek as they would from the back end itself.

/** What a browser's request says about the part of the file it wants. */
const forwarded = ['range', 'if-range'];
/** What the back end's answer says about the file, passed on as is. */
const kept = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
];
/** A name within the back end's store: no empty part, no `.` or `..`, nothing to escape. */
const storeName = /^[A-Za-z0-9_-][A-Za-z0-9._~-]*$/;

/**
 * The back end that serves the media of internal hosts: the first of the services (panel, then mf) on an
 * internal address, whose `/media/…` the site passes on; none when both are public (their media are too).
 */
const internalMediaOrigin =
  [env.PANEL_API_URL, env.MF_API_URL].map((api) => new URL(api)).find((url) => isInternalHost(url.hostname))
    ?.origin ?? null;

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** The answer to `GET` or `HEAD /media/<path…>`, from the back end's store. */
export async function mediaAnswer(path: readonly string[], request: Request): Promise<Response> {
  if (!internalMediaOrigin || path.length === 0 || !path.every((part) => storeName.test(part)))
    return plain(404, 'Not found');
  const headers: Record<string, string> = { accept: '*/*' };
  for (const name of forwarded) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  try {
    const answer = await apiFetchResponse({
      baseUrl: internalMediaOrigin,
      service: 'media',
      path: `${siteMediaRoot}/${path.map(encodeURIComponent).join('/')}`,
      headers,
      timeoutMs: env.API_TIMEOUT_MS,
    });
    const out = new Headers();
    for (const name of kept) {
      const value = answer.headers.get(name);
      if (value) out.set(name, value);
    }
    const body = request.method === 'HEAD' ? null : answer.body;
    if (!body) await answer.body?.cancel();
    return new Response(body, { status: answer.status, headers: out });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http') {
      if (error.status === 404) return plain(404, 'Not found');
      if (error.status === 416) return plain(416, 'Range not satisfiable');
    }
    return plain(503, 'The file cannot be read now. Try again in a moment.', { 'retry-after': '5' });
  }
}
