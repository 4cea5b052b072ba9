import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { expect } from 'vitest';
import type { RunningBackend } from '../backend';
import { readJson } from '../json';
import { formOf } from '../form-of';
import { applicationForm, sampleImages, type SampleImages } from './application-form';
import type { Burst } from './backup-compare';
import { clientFor } from './client';
import { staffClient } from './staff-client';
import { staffTalent } from './staff-talent';

// The agency's data the backup tests follow, added through the API as the site and the staff add them: a
// talent with pictures, an application with photos, and a burst of submissions; and what a backend restored
// from a backup must serve of them, as the source served it.

const admin = { email: 'admin@polanco.example', password: 'demo-staff-password' };

type Profile = { data: { cover?: string | null; book?: { file?: string | null }[] } };
type InboxItem = { data: { name: string; files: { id: number }[] } };

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

async function checksum(answer: Response, what: string): Promise<string> {
  expect(answer.status, what).toBe(200);
  return sha256(await answer.arrayBuffer());
}

/** Calls into one backend: the services' clients, a staff session, and the application's sample data. */
async function callsInto(backend: RunningBackend, images: SampleImages) {
  const client = clientFor(backend.url);
  const staff = staffClient(client.panel);
  const session = await staff.sessionOf(admin.email, admin.password);
  const attributes = await readJson<{ data: { cities?: { id: number; value: string }[] } }>(
    await client.mf('/api/talents/attributes?language=es&cities=1'),
  );
  const cityId = attributes.data.cities!.find((city) => city.value === 'Ciudad de México')!.id;
  const apply = async (name: string) => {
    const answer = await client.panel('/api/get-scouted/es', {
      method: 'POST',
      body: applicationForm({ images, cityId }, { name }),
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return (await readJson<{ data: { id: number } }>(answer)).data.id;
  };
  const contact = async (name: string) => {
    const form = formOf({ name, email: 'c@example.com', phone: '5512345678', message: 'Hola' });
    const answer = await client.panel('/api/contact/es', { method: 'POST', body: form });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return (await readJson<{ data: { id: number } }>(answer)).data.id;
  };
  /** The profile with its pictures' addresses made relative, and each picture's checksum by address. */
  const profile = async (id: number) => {
    const text = await (await client.mf(`/api/talent/profile?language=es&id=${id}&tags=1`)).text();
    const data = (JSON.parse(text.replaceAll(backend.url, '')) as Profile).data;
    const urls = [data.cover, ...(data.book ?? []).map((item) => item.file)].filter((url) => !!url);
    const pictures: Record<string, string> = {};
    for (const url of urls as string[])
      pictures[url] = await checksum(await fetch(`${backend.url}${url}`), url);
    return { data, pictures };
  };
  /** An application as the staff read it, with each photo's checksum (the staff's file route). */
  const inboxItem = async (id: number) => {
    const item = (await readJson<InboxItem>(await staff.call(`/inbox/application/${id}`, session))).data;
    const photos: string[] = [];
    for (const file of item.files)
      photos.push(await checksum(await staff.call(`/files/${file.id}`, session), `photo ${file.id}`));
    return { name: item.name, photos };
  };
  return { staff: staff.call, session, apply, contact, profile, inboxItem };
}

function pictures(gallery: string, blobs: Blob[]): FormData {
  const form = new FormData();
  form.set('gallery', gallery);
  blobs.forEach((blob, index) => form.set(`picture_${index + 1}`, blob, `p${index + 1}.jpg`));
  return form;
}

export type AgencySite = Awaited<ReturnType<typeof agencySite>>;

/** The source backend of a backup test, and what it served before the backup. */
export async function agencySite(backend: RunningBackend) {
  const images = await sampleImages();
  const calls = await callsInto(backend, images);
  const served = {} as {
    talentId: number;
    applicationId: number;
    profile: Awaited<ReturnType<typeof calls.profile>>;
    application: Awaited<ReturnType<typeof calls.inboxItem>>;
  };

  /** A published talent with a cover and a book of three, and an application with four photos. */
  async function addTalentAndApplication(): Promise<void> {
    const created = await calls.staff('/talents', calls.session, { method: 'POST', json: staffTalent() });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await readJson<{ data: { id: number } }>(created)).data;
    const put = { method: 'PUT', json: { published: true } };
    expect((await calls.staff(`/talents/${id}/published`, calls.session, put)).status).toBe(200);
    const blob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]);
    for (const [gallery, blobs] of [
      ['cover', [blob(images.jpeg)]],
      ['book', [blob(images.jpeg), blob(images.png), blob(images.gif)]],
    ] as const) {
      const body = pictures(gallery, [...blobs]);
      const answer = await calls.staff(`/talents/${id}/pictures`, calls.session, { method: 'POST', body });
      expect(answer.status, await answer.clone().text()).toBe(201);
    }
    served.talentId = id;
    served.profile = await calls.profile(id);
    expect(Object.keys(served.profile.pictures)).toHaveLength(4);
    served.applicationId = await calls.apply('Backup Before');
    served.application = await calls.inboxItem(served.applicationId);
    expect(served.application.photos).toHaveLength(4);
  }

  /**
   * `count` submissions, applications with photos and contact messages in turn, around `backup`: the first
   * few before it starts, most while it runs (two at a time, a little apart, so they span it), and the last
   * few after it has ended, so the backup holds some of them for sure and misses some for sure.
   */
  async function submitAround<T>(
    count: number,
    backup: () => Promise<T>,
  ): Promise<{ burst: Burst; backup: T }> {
    const burst: Burst = { applications: [], contacts: [] };
    const submit = async (n: number) => {
      if (n % 2 === 0) burst.applications.push(await calls.apply(`Burst ${n}`));
      else burst.contacts.push(await calls.contact(`Burst ${n}`));
    };
    const [before, after] = [5, 4];
    for (let n = 0; n < before; n++) await submit(n);
    let running = true;
    const backedUp = backup().finally(() => (running = false));
    let next = before;
    const worker = async () => {
      while (next < count - after) {
        await submit(next++);
        if (running) await setTimeout(50);
      }
    };
    await Promise.all([worker(), worker()]);
    const result = await backedUp;
    for (let n = count - after; n < count; n++) await submit(n);
    return { burst, backup: result };
  }

  /** A backend restored from the backup serves what the source served, and stores new submissions. */
  async function expectServedBy(restored: RunningBackend): Promise<void> {
    const restoredCalls = await callsInto(restored, images);
    expect(await restoredCalls.profile(served.talentId)).toEqual(served.profile);
    expect(await restoredCalls.inboxItem(served.applicationId)).toEqual(served.application);
    const newId = await restoredCalls.apply('Restored After');
    expect(newId).toBeGreaterThan(served.applicationId);
    expect((await restoredCalls.inboxItem(newId)).name).toBe('Restored After');
    expect(await restoredCalls.contact('Restored After')).toBeGreaterThan(0);
  }

  return {
    get applicationId() {
      return served.applicationId;
    },
    addTalentAndApplication,
    submitAround,
    expectServedBy,
  };
}
