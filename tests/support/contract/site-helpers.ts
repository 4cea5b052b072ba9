import sharp from 'sharp';
import { expect } from 'vitest';
import { operatorInbox, type InboxItem, type InboxKind } from './operator-inbox';

/** The site origin the route handlers accept (lib/env's default SITE_URL). */
export const SITE = 'http://localhost:3000';

let visitor = 0;
/** A fresh visitor address per request, so the per-visitor rate limit does not mix the tests up. */
export function nextVisitor(): string {
  visitor += 1;
  return `198.51.100.${visitor % 250}:${process.pid}-${visitor}`;
}

type Options = {
  origin?: string | null;
  key?: string | null;
  ip?: string;
  antiSpam?: Record<string, string> | null;
};

/** A browser-like POST of a form to one of the site's routes. */
export function formRequest(path: string, form: FormData, options: Options = {}): Request {
  if (options.antiSpam !== null) {
    const antiSpam = { website: '', fill_ms: '6000', ...options.antiSpam };
    for (const [name, value] of Object.entries(antiSpam)) if (!form.has(name)) form.set(name, value);
  }
  const headers = new Headers({ 'x-visitor-address': options.ip ?? nextVisitor() });
  if (options.origin !== null) headers.set('origin', options.origin ?? SITE);
  if (options.key !== null) headers.set('idempotency-key', options.key ?? crypto.randomUUID());
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body: form });
}

/**
 * The request with its body as bytes, as a route handler gets it from a socket. A FormData body is a stream
 * that Node's fetch fills lazily; cancelled by a route that stops reading (a body over its limit), that
 * stream rejects inside Node (ERR_INVALID_STATE, unhandled), which a socket's body never does.
 */
export async function asReceived(request: Request): Promise<Request> {
  const body = new Uint8Array(await request.arrayBuffer());
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

/** A form route's answer, with its JSON body read. */
export type RouteAnswer = {
  status: number;
  body: { message: string; errors?: Record<string, string[]> };
  response: Response;
};

/** What a form route's POST handler answers to `request`, received as from a socket. */
export async function routeAnswer(
  post: (request: Request) => Promise<Response>,
  request: Request,
): Promise<RouteAnswer> {
  const response = await post(await asReceived(request));
  return { status: response.status, body: (await response.json()) as RouteAnswer['body'], response };
}

/** A same-origin POST of `body` as JSON. */
function jsonRequest(path: string, body: unknown): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      origin: SITE,
      'content-type': 'application/json',
      'idempotency-key': 'k1',
      'x-visitor-address': nextVisitor(),
    },
    body: JSON.stringify(body),
  });
}

/** A form route takes forms only: `json` as JSON it refuses with 415, and the `huge` form with 413. */
export async function expectJsonAndOversizeRefused(
  post: (request: Request) => Promise<Response>,
  path: string,
  { json, huge }: { json: unknown; huge: FormData },
): Promise<void> {
  expect((await routeAnswer(post, jsonRequest(path, json))).status).toBe(415);
  const { status, body } = await routeAnswer(post, formRequest(path, huge));
  expect(status).toBe(413);
  expect(body.message).toMatch(/too large/);
}

/** A good message of the contact form, from `name`. */
export const contactMessage = (name: string) => ({
  name,
  email: 'ana@example.com',
  phone: '+52 55 1234 5678',
  message: 'Quisiera una cotización.',
});

/** Matches the submission sent under this name (each test sends a unique one). */
export const byName = (name: string) => (item: { fields: Record<string, unknown> }) =>
  item.fields.name === name;

/** Stored submissions whose fields match, looked up in the first pages of the inbox (newest first). */
export async function stored(kind: InboxKind, match: (item: InboxItem) => boolean): Promise<InboxItem[]> {
  const found: InboxItem[] = [];
  for (let page = 1; page <= 3; page += 1) {
    const answer = await operatorInbox({ kind, page });
    found.push(...answer.items.filter(match));
    if (page >= answer.lastPage) break;
  }
  return found;
}

let pngBytes: Buffer | undefined;
export async function png(): Promise<Buffer> {
  pngBytes ??= await sharp({ create: { width: 12, height: 16, channels: 3, background: '#a35' } })
    .png()
    .toBuffer();
  return pngBytes;
}

export function photo(bytes: Uint8Array, name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
