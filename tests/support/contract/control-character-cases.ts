import fc from 'fast-check';
import { multipart } from '../fuzz-generators';
import { requestBytes } from '../raw-http';
import { credentials } from './client';

// Generated bodies for every backend route that reads one, each otherwise well formed and carrying a control
// character (NUL above all: PostgreSQL refuses it in text) in one or more of the route's own fields, so
// that the string would reach the database if nothing stopped it. Every one must be refused with 400.

/** A string holding at least one C0 control character other than tab and line breaks, or DEL. */
export const controlText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('\u0000', '\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

type Service = 'panel' | 'mf' | 'none';
type BodyRoute = {
  path: string;
  auth: Service;
  encoding: 'json' | 'form';
  base: Record<string, string>;
  keys: string[];
};

const contact = { name: 'Ana', email: 'ana@example.com', phone: '5512345678', message: 'Hola' };
const application = {
  name: 'Ana',
  email: 'ana@example.com',
  phone: '5512345678',
  gender: 'woman',
  birthdate: '04/05/2001',
  height: `178/5'10"`,
  nationality: 'México',
  country: 'México',
  city: 'Ciudad de México',
  instagram: '@ana',
  accept: '1',
};

export const bodyRoutes: BodyRoute[] = [
  { path: '/mf/api/talents', auth: 'mf', encoding: 'json', base: {}, keys: ['search', 'letter', 'category'] },
  { path: '/mf/api/signin', auth: 'none', encoding: 'json', base: credentials.mf, keys: ['salt', 'api_key'] },
  {
    path: '/panel/api/login',
    auth: 'none',
    encoding: 'json',
    base: credentials.panel,
    keys: ['salt', 'api_token'],
  },
  {
    path: '/mf/api/download/gallery',
    auth: 'mf',
    encoding: 'json',
    base: { gallery: 'book' },
    keys: ['gallery', 'note'],
  },
  {
    path: '/panel/api/contact/es',
    auth: 'panel',
    encoding: 'form',
    base: contact,
    keys: Object.keys(contact),
  },
  {
    path: '/panel/api/get-scouted/en',
    auth: 'panel',
    encoding: 'form',
    base: application,
    keys: [...Object.keys(application), 'skills', 'video_1'],
  },
];

/** Raw requests, one route and one to three of its fields set to control text, as JSON or multipart. */
export function controlCharacterCases(host: string, tokens: { panel: string; mf: string }) {
  return fc
    .constantFrom(...bodyRoutes)
    .chain((route) =>
      fc.tuple(
        fc.constant(route),
        fc.uniqueArray(fc.tuple(fc.constantFrom(...route.keys), controlText), {
          selector: ([key]) => key,
          minLength: 1,
          maxLength: 3,
        }),
      ),
    )
    .map(([route, overrides]) => {
      const fields = { ...route.base, ...Object.fromEntries(overrides) };
      const boundary = 'controlCharacterBoundary';
      const json = route.path.endsWith('/gallery') ? { ...fields, talent: { id: 1 } } : fields;
      const payload =
        route.encoding === 'json'
          ? Buffer.from(JSON.stringify(json))
          : multipart(Object.entries(fields), boundary, false);
      const headers: [string, string][] = [
        ['Host', host],
        ['Connection', 'close'],
        ['Content-Length', String(payload.length)],
        [
          'Content-Type',
          route.encoding === 'json' ? 'application/json' : `multipart/form-data; boundary=${boundary}`,
        ],
      ];
      if (route.auth !== 'none') headers.push(['Authorization', `Bearer ${tokens[route.auth]}`]);
      return {
        label: `POST ${route.path} ${JSON.stringify(overrides)}`,
        bytes: requestBytes(`POST ${route.path} HTTP/1.1`, headers, payload),
      };
    });
}
