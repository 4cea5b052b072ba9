import fc from 'fast-check';
import { staticPagePaths } from './paths';
import { requestBytes } from './raw-http';

// Generated hostile input for the site: request lines, header values and form bodies. Built with
// fast-check's arbitraries and drawn with a fixed seed, so a failure names a case that comes back on the
// next run (FUZZ_SEED draws another set).

export type FuzzCase = {
  kind: 'url' | 'header' | 'form';
  label: string;
  bytes: Buffer;
  route?: string;
  /** A form's fields as sent, to tell what it stored from what other tests stored meanwhile. */
  fields?: [string, string][];
};

const pages = [
  // Every page without dynamic segments in every locale, as the route table names it.
  ...staticPagePaths().map(({ path }) => path),
  '/es',
  '/models',
  '/talents',
  '/en/models',
  '/pt/talents',
  '/models/1/x',
  '/en/talents/2/y',
  '/news/x',
  '/robots.txt',
  '/sitemap.xml',
  // Targets that start with two slashes, which a browser reads as another host: once answered by no one.
  '//',
  '///',
  '//%5c%5cevil.example',
  '//evil.example/x',
];
const apis = [
  '/api/talents',
  '/api/posts',
  '/api/attributes',
  '/api/contact',
  '/api/get-scouted',
  '/api/selection',
  '/api/download',
  '/api/revalidate',
  '/_next/image',
  '/_next/static/chunks/x.js',
  '/api',
];

/** A path segment as a visitor, a crawler or an attacker may write it. */
export const segment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%C0%AF',
    '%ZZ',
    '%ED%A0%80',
    '%FF',
    '%00',
    '%0a',
    '%0d%0a',
    '%7f',
    '%1b',
    '%2e%2e',
    '..',
    '%2F',
    '%5C',
    '\\',
    '%25',
    '%%',
    '%u0041',
    'ñ',
    '%F0%9F%98%80',
    '%3Cscript%3E',
    "'",
    '"',
    '<',
    '>',
    '{',
    '|',
    '^',
    '`',
  ),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '2147483647',
    '2147483648',
    '4294967296',
    '99999999999999999999',
    '1e309',
    'NaN',
    '0x10',
    '00012',
  ),
  fc.string({ minLength: 200, maxLength: 3000 }).map(encodeURIComponent),
);

export const queryValue = fc.oneof(
  segment,
  fc.constantFrom(
    '',
    'models',
    'talents',
    'a',
    'Z',
    'es',
    'en',
    'xx',
    'http://127.0.0.1:22/',
    'http://127.0.0.1:4100/panel/api/slides',
    'file:///etc/passwd',
    '//evil.example/a.png',
    '/images/x.png',
  ),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    'category',
    'letter',
    'page',
    'search',
    'q',
    'country',
    'locale',
    'url',
    'w',
    'q',
    'slug',
    '_rsc',
  ),
  segment,
);
export const query = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

export const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'TRACE',
  'OPTIONS',
  'PATCH',
  'FOO',
  'M-SEARCH',
  'CONNECT',
);

export const requestPath = fc
  .tuple(
    fc.constantFrom(...pages, ...apis),
    fc.array(segment, { maxLength: 3 }),
    fc.constantFrom('/', '//', '/', '/', '\\'),
  )
  .map(([prefix, rest, joiner]) =>
    rest.length === 0 ? prefix : `${prefix.replace(/\/$/, '')}${joiner}${rest.join('/')}`,
  );

export function urlCases(host: string) {
  return fc.tuple(method, requestPath, query).map(([verb, target, search]): FuzzCase => {
    const line = `${verb} ${target}${search} HTTP/1.1`;
    return {
      kind: 'url',
      label: line.slice(0, 200),
      bytes: requestBytes(line, [
        ['Host', host],
        ['Connection', 'close'],
      ]),
    };
  });
}

export const headerValue = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((value) => value.replace(/[\r\n]/g, '')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    'https',
    'http',
    'ftp',
    'https, http',
    '',
    ' ',
    '0',
    '-1',
    '65536',
    '99999',
    'evil.example',
    'evil.example:443',
    '127.0.0.1, 10.0.0.1, ::1',
    'not-an-ip',
    '[::1]',
    'en-US,en;q=0.9',
    '*',
    'bytes=0-',
    'bytes=-1',
    'bytes=999999999-',
    'bytes=a-b',
    '1',
    '%5B%22%22%2C%7B%7D%5D',
    '[["",{"children":["__PAGE__",{}]}],null,null,true]',
    '{',
    'W/"x"',
    'gzip, br, zstd',
    'multipart/form-data',
    'application/json; charset=utf-16',
    'NEXT_LOCALE=pt',
    'a'.repeat(9000),
    'x\u0000y',
    'x\u0007y',
    '\u00ff\u00fe',
  ),
);
const headerName = fc.constantFrom(
  'Host',
  'X-Forwarded-Proto',
  'X-Forwarded-Host',
  'X-Forwarded-Port',
  'X-Forwarded-For',
  'X-Real-IP',
  'Accept-Language',
  'Cookie',
  'RSC',
  'Next-Router-State-Tree',
  'Next-Router-Prefetch',
  'Next-Router-Segment-Prefetch',
  'Next-Action',
  'Next-Url',
  'Range',
  'If-None-Match',
  'If-Modified-Since',
  'Accept',
  'Accept-Encoding',
  'Content-Type',
  'X-Visitor-Address',
  'X-Middleware-Subrequest',
  'X-Invoke-Path',
  'X-Now-Route-Matches',
  'Origin',
  'Referer',
  'User-Agent',
);

export function headerCases(host: string) {
  return fc
    .tuple(
      fc.constantFrom(...pages, '/api/talents?category=models', '/api/posts?page=1'),
      fc.constantFrom('GET', 'GET', 'HEAD', 'POST'),
      fc.array(fc.tuple(headerName, headerValue), { minLength: 1, maxLength: 4 }),
    )
    .map(([target, verb, pairs]): FuzzCase => {
      const headers: [string, string][] = pairs.some(([name]) => name === 'Host')
        ? pairs
        : [['Host', host], ...pairs];
      const line = `${verb} ${target} HTTP/1.1`;
      return {
        kind: 'header',
        label: `${line} ${JSON.stringify(pairs).slice(0, 200)}`,
        bytes: requestBytes(line, [...headers, ['Content-Length', '0'], ['Connection', 'close']]),
      };
    });
}

const fieldNames = [
  'name',
  'email',
  'phone',
  'message',
  'note',
  'talent',
  'talentId',
  'gallery',
  'gender',
  'birthdate',
  'height',
  'nationality',
  'country',
  'city',
  'instagram',
  'skills',
  'accept',
  'image_1',
  'image_2',
  'image_3',
  'image_4',
  'video_1',
  'locale',
  'website',
  'fill_ms',
];
const fieldValue = fc.oneof(
  queryValue.map((value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }),
  fc.constantFrom(
    'Ana',
    'ana@example.com',
    '+52 55 1234 5678',
    'on',
    'true',
    '1',
    'portfolio',
    'woman',
    '04/05/2001',
    '5000',
    'es',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
export const formFields = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), fieldValue),
  { maxLength: 12 },
);

export function multipart(fields: [string, string][], boundary: string, truncate: boolean): Buffer {
  const parts = fields.map(([name, value], index) =>
    name.startsWith('image_') || index % 7 === 6
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.slice(0, 20)}.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = `${parts.join('')}--${boundary}--\r\n`;
  return Buffer.from(truncate ? body.slice(0, Math.floor(body.length / 2)) : body, 'utf8');
}

export function formCases(host: string, origin: string, visitor: () => string) {
  const routes = ['/api/contact', '/api/get-scouted', '/api/selection', '/api/download'];
  return fc
    .tuple(
      fc.constantFrom(...routes),
      formFields,
      fc.constantFrom('json', 'multipart', 'multipart-truncated', 'urlencoded', 'text', 'none'),
      fc.constantFrom('good', 'good', 'good', 'missing', 'evil'),
      fc.oneof(fc.uuid(), headerValue),
    )
    .map(([route, fields, encoding, originKind, key]): FuzzCase => {
      const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
      const body =
        encoding === 'json'
          ? Buffer.from(JSON.stringify(Object.fromEntries(fields)), 'utf8')
          : encoding.startsWith('multipart')
            ? multipart(fields, boundary, encoding === 'multipart-truncated')
            : encoding === 'urlencoded'
              ? Buffer.from(new URLSearchParams(fields).toString(), 'utf8')
              : encoding === 'text'
                ? Buffer.from(fields.map(([name, value]) => `${name}=${value}`).join('\n'), 'utf8')
                : Buffer.alloc(0);
      const contentType = {
        json: 'application/json',
        multipart: `multipart/form-data; boundary=${boundary}`,
        'multipart-truncated': `multipart/form-data; boundary=${boundary}`,
        urlencoded: 'application/x-www-form-urlencoded',
        text: 'text/plain',
        none: 'application/octet-stream',
      }[encoding];
      const headers: [string, string][] = [
        ['Host', host],
        ['Content-Type', contentType],
        ['Content-Length', String(body.length)],
        ['Idempotency-Key', key.replace(/[\r\n]/g, '')],
        ['X-Forwarded-For', visitor()],
        ['Connection', 'close'],
      ];
      if (originKind === 'good') headers.push(['Origin', origin]);
      if (originKind === 'evil') headers.push(['Origin', 'https://evil.example']);
      return {
        kind: 'form',
        route,
        fields,
        label: `POST ${route} ${encoding} ${originKind} ${JSON.stringify(fields).slice(0, 200)}`,
        bytes: requestBytes(`POST ${route} HTTP/1.1`, headers, body),
      };
    });
}
