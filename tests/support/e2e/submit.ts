import type { APIRequestContext } from '@playwright/test';
import { applicationFields, applicationPhoto } from '../application-fields';
import { e2eSiteUrl } from './servers';

// A contact message and an application sent through the run's site as the site's own pages send them
// (same origin, an idempotency key, the forms' honeypot and fill time), from a visitor of their own so
// the forms' rate limit of the other tests is not touched.

const visitor = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

function headers(extra: Record<string, string> = {}) {
  return {
    origin: e2eSiteUrl,
    'idempotency-key': crypto.randomUUID(),
    'x-forwarded-for': visitor(),
    ...extra,
  };
}

export async function sendContact(
  request: APIRequestContext,
  fields: { name: string; email: string; phone: string; message: string },
  extraHeaders: Record<string, string> = {},
) {
  return request.post('/api/contact', {
    headers: headers(extraHeaders),
    multipart: { ...fields, website: '', fill_ms: '6000' },
  });
}

export async function sendApplication(
  request: APIRequestContext,
  fields: { name: string; email: string; phone: string; instagram: string },
) {
  const cities = (await (await request.get('/api/attributes?locale=es&country=1')).json()) as {
    data: { cities: { id: number }[] };
  };
  const photo = await applicationPhoto('#3a5');
  const photos = Object.fromEntries(
    [1, 2, 3, 4].map((n) => [`image_${n}`, { name: `photo-${n}.png`, mimeType: 'image/png', buffer: photo }]),
  );
  return request.post('/api/get-scouted', {
    headers: headers(),
    multipart: {
      ...fields,
      ...applicationFields(cities.data.cities[0]?.id),
      website: '',
      fill_ms: '6000',
      ...photos,
    },
  });
}
