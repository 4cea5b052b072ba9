import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../support/backend';
import { applicationForm, sampleImages, type SampleImages } from '../../support/contract/application-form';
import { clientFor } from '../../support/contract/client';
import { staffClient } from '../../support/contract/staff-client';
import { readJson } from '../../support/json';
import { countStoredUploads } from '../../support/stored-uploads';

// The inbox for triage (docs/staff-inbox.md, "Read the inbox"): bulk status and deletion, each item audited,
// the count of what nobody opened, and an item's neighbours in the list it was opened from. The backend runs
// migration 0009 (trigram indexes) on PGlite, and on PostgreSQL with CONTRACT_DB=postgres.

type Item = { id: number; status: string; country: string; skills: string[]; files: { id: number }[] };
type Answer = { data: Item; neighbours: { previous: number | null; next: number | null } };
type Counts = { data: { application: number; contact: number } };

let backend: RunningBackend;
let staff: ReturnType<typeof staffClient>['call'];
let session: string;
let images: SampleImages;
let cityId: number;
/** Four applications, oldest first. */
const ids: number[] = [];

async function apply(name: string): Promise<number> {
  const { panel } = clientFor(backend.url);
  const answer = await panel('/api/get-scouted/es', {
    method: 'POST',
    body: applicationForm({ images, cityId }, { name }),
  });
  expect(answer.status).toBe(201);
  return (await readJson<{ data: { id: number } }>(answer)).data.id;
}

const newCounts = async () => (await readJson<Counts>(await staff('/inbox/new', session))).data;
const item = async (id: number, query = '') =>
  readJson<Answer>(await staff(`/inbox/application/${id}${query}`, session));

/** The audit log's lines of `action` on these applications. */
async function audited(action: string, of: number[]) {
  const log = await readJson<{ data: { action: string; subject: string | { text: string } }[] }>(
    await staff('/audit?per_page=100', session),
  );
  const subjects = of.map((id) => `application:${id}`);
  return log.data
    .filter((line) => line.action === action)
    .map((line) => (typeof line.subject === 'string' ? line.subject : line.subject.text))
    .filter((subject) => subjects.includes(subject))
    .sort();
}

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  const client = clientFor(backend.url);
  const staffApi = staffClient(client.panel);
  staff = staffApi.call;
  session = await staffApi.sessionOf('admin@polanco.example', 'demo-staff-password');
  images = await sampleImages();
  const attributes = await readJson<{ data: { cities?: { id: number; value: string }[] } }>(
    await client.mf('/api/talents/attributes?language=es&cities=1'),
  );
  cityId = attributes.data.cities!.find((city) => city.value === 'Ciudad de México')!.id;
  for (const name of ['Triage Uno', 'Triage Dos', 'Triage Tres', 'Triage Cuatro'])
    ids.push(await apply(name));
}, 120_000);

afterAll(() => backend?.stop());

describe('the inbox for triage', () => {
  it('refuses the new routes without a session (403)', async () => {
    expect((await staff('/inbox/new', null)).status).toBe(403);
    const json = { ids: [ids[0]], status: 'seen' };
    expect((await staff('/inbox/application', null, { method: 'PATCH', json })).status).toBe(403);
    expect((await staff('/inbox/application/erase', null, { method: 'POST', json })).status).toBe(403);
  });

  it('counts the new items, one fewer for each opened', async () => {
    const before = await newCounts();
    expect(before.application).toBeGreaterThanOrEqual(4);
    await item(ids[3]!);
    expect((await newCounts()).application).toBe(before.application - 1);
    await item(ids[3]!);
    expect((await newCounts()).application).toBe(before.application - 1);
  });

  it('sets the status of three at once, each audited, and skips an id that is gone', async () => {
    const three = ids.slice(0, 3);
    const answer = await staff('/inbox/application', session, {
      method: 'PATCH',
      json: { ids: [...three, 2_000_000], status: 'archived' },
    });
    expect(answer.status).toBe(200);
    expect((await readJson<{ data: { ids: number[] } }>(answer)).data.ids.sort()).toEqual([...three].sort());
    for (const id of three) expect((await item(id)).data.status).toBe('archived');
    expect(await audited('inbox.status', three)).toEqual(three.map((id) => `application:${id}`).sort());
  });

  it("gives an item's neighbours in the order of the list it was opened from", async () => {
    const [first, second, third, fourth] = ids as [number, number, number, number];
    // The whole list, newest first: fourth, third, second, first.
    expect((await item(third)).neighbours).toEqual({ previous: fourth, next: second });
    // Archived only: the fourth is not in it.
    expect((await item(third, '?status=archived')).neighbours).toEqual({ previous: null, next: second });
    expect((await item(first, '?status=archived&q=triage')).neighbours).toEqual({
      previous: second,
      next: null,
    });
    expect((await item(second, '?q=Cuatro')).neighbours).toEqual({ previous: fourth, next: null });
  });

  it("names an application's places and skills in the staff member's language", async () => {
    const english = (await item(ids[0]!, '?language=en')).data;
    const spanish = (await item(ids[0]!, '?language=es')).data;
    expect(english.country).toBe('Mexico');
    expect(spanish.country).toBe('México');
    expect(english.skills).not.toEqual(spanish.skills);
  });

  it('deletes several at once with their photos, each audited', async () => {
    const two = ids.slice(0, 2);
    const filesBefore = await countStoredUploads(backend);
    const answer = await staff('/inbox/application/erase', session, { method: 'POST', json: { ids: two } });
    expect(answer.status).toBe(200);
    expect((await readJson<{ data: { ids: number[] } }>(answer)).data.ids.sort()).toEqual([...two].sort());
    expect(await countStoredUploads(backend)).toBe(filesBefore - 8);
    for (const id of two) expect((await staff(`/inbox/application/${id}`, session)).status).toBe(404);
    expect(await audited('inbox.delete', two)).toEqual(two.map((id) => `application:${id}`).sort());
  });
});
