// What the agency's people add to the backup fixture's demo seed (scripts/make-backup-fixture.ts), each
// through the route the site or the staff area uses.
import { fixtureTalentName } from '../../tests/support/backup-fixtures';
import { applicationForm, sampleImages } from '../../tests/support/contract/application-form';
import type { clientFor } from '../../tests/support/contract/client';
import { staffTalent } from '../../tests/support/contract/staff-talent';

type Client = ReturnType<typeof clientFor>;

async function expectStatus(what: string, answer: Promise<Response>, status: number): Promise<Response> {
  const response = await answer;
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} (${status} expected): ${await response.text()}`);
  return response;
}

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

type Staff = (route: string, init: RequestInit, status: number) => Promise<Response>;

/** The demo admin's calls to the staff service, signed in once. */
async function staffSession(panel: Client['panel']): Promise<Staff> {
  const signIn = { email: 'admin@polanco.example', password: 'demo-staff-password', address: '198.51.100.9' };
  const session = await expectStatus(
    'sign in',
    panel('/api/staff/sessions', { method: 'POST', ...json(signIn) }),
    201,
  );
  const { token } = (await session.json()) as { token: string };
  return (route, init, status) =>
    expectStatus(
      route,
      panel(`/api/staff${route}`, { ...init, headers: { ...init.headers, 'x-staff-session': token } }),
      status,
    );
}

/**
 * Deletes for good the seeded talents, posts or slides from `firstId` on (the seed numbers them from 1): the
 * demo's pictures and videos are megabytes, and a fixture is kept forever.
 */
async function thinOut(staff: Staff, kind: 'talent' | 'post' | 'slide', firstId: number): Promise<void> {
  for (let id = firstId; ; id += 1) {
    const removed = await staff(`/${kind}s/${id}`, { method: 'DELETE' }, 204).catch(() => null);
    if (!removed) return;
    await staff(`/trash/${kind}/${id}`, { method: 'DELETE' }, 204);
  }
}

/**
 * On top of the seed: its roster, news and slides thinned out, a staff account, a talent with pictures, an
 * application with photos and a contact message.
 */
export async function addAgencyData({ panel, mf }: Client): Promise<void> {
  const images = await sampleImages();
  const staff = await staffSession(panel);
  await thinOut(staff, 'talent', 2);
  await thinOut(staff, 'post', 2);
  await thinOut(staff, 'slide', 2);

  const editor = {
    email: 'editor@polanco.example',
    password: 'fixture-editor-password',
    name: 'Eva Editor',
    role: 'editor',
  };
  await staff('/accounts', { method: 'POST', ...json(editor) }, 201);

  const made = await staff(
    '/talents',
    { method: 'POST', ...json(staffTalent({ name: fixtureTalentName })) },
    201,
  );
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  for (const [gallery, pictures] of [
    ['cover', [images.jpeg]],
    ['book', [images.jpeg, images.png]],
  ] as const) {
    const form = new FormData();
    form.set('gallery', gallery);
    pictures.forEach((bytes, index) => form.set(`picture_${index + 1}`, new Blob([bytes]), `p${index + 1}`));
    await staff(`/talents/${id}/pictures`, { method: 'POST', body: form }, 201);
  }
  await staff(`/talents/${id}/published`, { method: 'PUT', ...json({ published: true }) }, 200);
  await staff('/session', { method: 'DELETE' }, 204);

  const attributes = await expectStatus(
    'cities',
    mf('/api/talents/attributes?language=es&countries=1&cities=1'),
    200,
  );
  const { cities } = ((await attributes.json()) as { data: { cities: { id: number; value: string }[] } })
    .data;
  const cityId = cities.find((city) => city.value === 'Ciudad de México')?.id;
  if (cityId === undefined) throw new Error('the seed has no Ciudad de México');
  await expectStatus(
    'application',
    panel('/api/get-scouted/es', { method: 'POST', body: applicationForm({ images, cityId }) }),
    201,
  );
  const message = new FormData();
  message.set('name', 'Lucía Gómez');
  message.set('email', 'lucia@example.com');
  message.set('phone', '5512345678');
  message.set('message', 'Hola, ¿tienen modelos para una campaña?');
  await expectStatus('contact message', panel('/api/contact/es', { method: 'POST', body: message }), 201);
}
