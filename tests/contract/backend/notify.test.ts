import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { attributesAnswerSchema } from '@/lib/api/schemas/mf';
import { startBackend, type RunningBackend } from '../../support/backend';
import { freePort } from '../../support/child-process';
import { applicationForm, sampleImages, type SampleImages } from '../../support/contract/application-form';
import { clientFor } from '../../support/contract/client';
import { formOf } from '../../support/form-of';
import { readJson } from '../../support/json';
import { startBlackHole, startMailbox, type Mailbox, type ReceivedMail } from '../../support/mailbox';

// The e-mail notifications (docs/staff-inbox.md, "Notifications") on a backend of this file's own, sending to
// a real SMTP server started here and read back with mailparser: one mail per submission, in the staff's
// language, and a submission stored at once whatever the mail server does.
const demo = { email: 'admin@polanco.example', password: 'demo-staff-password' };
const desk = 'desk@agency.example';
type Status = { on: boolean; to: string[]; pending: number; failing: number };

let backend: RunningBackend;
let client: ReturnType<typeof clientFor>;
let smtpPort: number;
let mailbox: Mailbox;
let images: SampleImages;
let cityId: number;
let session: string;

function staff(path: string, init: { method?: string; json?: unknown; session?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const member = init.session === undefined ? session : init.session;
  if (member) headers['x-staff-session'] = member;
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return client.panel(`/api/staff${path}`, { method: init.method ?? 'GET', headers, body });
}

const status = async () => (await readJson<{ data: Status }>(await staff('/notifications'))).data;
const setLocale = async (locale: string) =>
  expect((await staff('/account/locale', { method: 'PUT', json: { locale } })).status).toBe(204);

/** Sends an application; answers its id and how long the backend took to answer. */
async function apply(name: string): Promise<{ id: number; ms: number }> {
  const started = performance.now();
  const answer = await client.panel('/api/get-scouted/es', {
    method: 'POST',
    body: applicationForm({ images, cityId }, { name, email: 'angela@example.com' }),
  });
  const ms = performance.now() - started;
  expect(answer.status).toBe(201);
  return { id: (await readJson<{ data: { id: number } }>(answer)).data.id, ms };
}

const about = (name: string) => (mails: ReceivedMail[]) =>
  mails.filter((m) => m.mail.subject?.endsWith(name));

beforeAll(async () => {
  smtpPort = await freePort();
  mailbox = await startMailbox(smtpPort);
  backend = await startBackend({
    env: {
      SEED_TALENTS: '10',
      SITE_URL: 'http://localhost:3999',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_TO: `${desk}, ${demo.email}`,
      NOTIFY_FIRST_RETRY_SECONDS: '1',
    },
  });
  client = clientFor(backend.url);
  images = await sampleImages();
  type Attributes = z.infer<typeof attributesAnswerSchema>;
  const attributes = await readJson<Attributes>(
    await client.mf('/api/talents/attributes?language=es&cities=1'),
  );
  cityId = attributes.data.cities?.find((option) => option.value === 'Ciudad de México')?.id ?? 0;
  const signIn = await staff('/sessions', {
    method: 'POST',
    json: { ...demo, address: '198.51.100.70' },
    session: null,
  });
  session = (await readJson<{ token: string }>(signIn)).token;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  await mailbox?.close();
});

describe('an e-mail for each submission', () => {
  it('tells of an application once, in Spanish by default, with its link and no photo', async () => {
    const { id } = await apply('Ana López');
    const [received] = about('Ana López')(await mailbox.waitFor(1));
    expect(received?.to.sort()).toEqual([demo.email, desk].sort());
    const mail = received!.mail;
    expect(mail.subject).toBe('Nueva solicitud: Ana López');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Polanco Models', address: 'notifications@localhost' });
    const link = `http://localhost:3999/staff/inbox/application/${id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Ciudad de México, México');
    expect(mail.attachments).toEqual([]);
    // What triage does not need stays in the staff area.
    for (const kept of ['+52 55 1234 5678', '@angela', '2001']) expect(mail.text).not.toContain(kept);
    expect(await status()).toEqual({ on: true, to: [desk, demo.email], pending: 0, failing: 0 });
  });

  it("is written in the language the staff member chose, each recipient's own", async () => {
    await setLocale('en');
    const form = formOf({ name: 'Bea Ruiz', email: 'b@example.com', phone: '1', message: 'Hola' });
    expect((await client.panel('/api/contact/en', { method: 'POST', body: form })).status).toBe(201);
    await mailbox.waitFor(3);
    const mails = about('Bea Ruiz')(mailbox.mails);
    const subjects = Object.fromEntries(mails.map((m) => [m.to.join(), m.mail.subject]));
    expect(subjects).toEqual({ [demo.email]: 'New message: Bea Ruiz', [desk]: 'Nuevo mensaje: Bea Ruiz' });
    expect(mails.find((m) => m.to[0] === demo.email)?.mail.text).toContain('Message: Hola');
    await setLocale('es');
  });

  it('with the mail server not answering, stores a submission at once and mails it once it is back', async () => {
    await mailbox.close();
    const hole = await startBlackHole(smtpPort);
    const kept = await apply('Carla Vega');
    const erased = await apply('Dora Erased');
    // The backend answers while its mail waits on a server that says nothing. It mails after it answers,
    // so its connection may come a moment after the answer.
    expect(kept.ms).toBeLessThan(3000);
    await vi.waitFor(() => expect(hole.connections()).toBeGreaterThan(0), { timeout: 5_000 });
    expect(await status()).toMatchObject({ pending: 2 });
    // The right to erasure takes the notification with the submission.
    const erase = { method: 'POST', json: { ids: [erased.id] } } as const;
    expect((await staff('/inbox/application/erase', erase)).status).toBe(200);
    expect(await status()).toMatchObject({ pending: 1 });

    await hole.close();
    mailbox = await startMailbox(smtpPort);
    await mailbox.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailbox.mails.map((m) => m.mail.subject)).toEqual(['Nueva solicitud: Carla Vega']);
    expect(await status()).toMatchObject({ pending: 0 });
    // The failure is in the log, by ids, never with what the applicant sent.
    expect(backend.log()).toContain('notification e-mail not sent');
    for (const personal of ['Carla Vega', 'angela@example.com'])
      expect(backend.log()).not.toContain(personal);
  });

  it('answers its status and language routes to staff only', async () => {
    expect((await staff('/notifications', { session: null })).status).toBe(403);
    const anonymous = await staff('/account/locale', {
      method: 'PUT',
      json: { locale: 'en' },
      session: null,
    });
    expect(anonymous.status).toBe(403);
    expect((await staff('/account/locale', { method: 'PUT', json: { locale: 'pt' } })).status).toBe(400);
  });
});
