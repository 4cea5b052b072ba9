import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend';
import { freePort } from '../support/child-process';
import { clientFor } from '../support/contract/client';
import { formOf } from '../support/form-of';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { startPostgres, type RunningPostgres } from '../support/postgres';

// Two backends on one PostgreSQL share one notification outbox (docs/staff-inbox.md, "Notifications"): each
// row is claimed by one of them (FOR UPDATE SKIP LOCKED), so every submission is mailed once, whichever
// backend stored it and whichever sends it. The mail server is down while the submissions arrive, so that
// once it is back both backends' polls race for the same due rows.
const SUBMISSIONS = 20;

let database: RunningPostgres;
let backends: RunningBackend[] = [];
let mailbox: Mailbox | undefined;
let smtpPort: number;

function message(backend: RunningBackend, name: string) {
  const form = formOf({ name, email: 'x@example.com', phone: '1', message: 'Hola' });
  return clientFor(backend.url).panel('/api/contact/es', { method: 'POST', body: form });
}

beforeAll(async () => {
  database = await startPostgres();
  const databaseUrl = await database.createDatabase();
  smtpPort = await freePort();
  const env = {
    SEED_TALENTS: '10',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_TO: 'desk@agency.example',
    NOTIFY_FIRST_RETRY_SECONDS: '1',
  };
  backends = await Promise.all([startBackend({ databaseUrl, env }), startBackend({ databaseUrl, env })]);
});

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
  await mailbox?.close();
  await database?.stop();
});

describe('two backends on one database', () => {
  it('send one e-mail per submission, none twice', async () => {
    const names = Array.from({ length: SUBMISSIONS }, (_, i) => `Persona ${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(names.map((name, i) => message(backends[i % 2]!, name)));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));

    mailbox = await startMailbox(smtpPort);
    await mailbox.waitFor(SUBMISSIONS, 30_000);
    // Long enough for either backend's next polls to send a row twice, were it able to.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const subjects = mailbox.mails.map((received) => received.mail.subject).sort();
    expect(subjects).toEqual(names.map((name) => `Nuevo mensaje: ${name}`));
    // Each row was sent by one backend: the two logs hold one line per mail between them.
    const sent = backends.map((backend) => backend.log().split('notification e-mail sent').length - 1);
    expect(sent[0]! + sent[1]!).toBe(SUBMISSIONS);
  });
});
