import { expect, test } from '@playwright/test';
import { behindNginx } from '../../support/e2e/servers';
import { storedNamed } from '../../support/e2e/inbox';
import { loggedPrograms, logLines, logText } from '../../support/e2e/run-logs';
import { sendApplication, sendContact } from '../../support/e2e/submit';

// What the operator reads: one line per request and per back-end call, with one request id from nginx to
// the site to the backend; and never what a visitor wrote or a secret of the site's.

test('one request id runs from the front through the site to the backend, and back in the answer', async ({
  request,
}) => {
  const marker = crypto.randomUUID().slice(0, 8);
  const own = `e2e-trace-${marker}`;
  const answer = await sendContact(
    request,
    {
      name: `Trace ${marker}`,
      email: `trace.${marker}@example.com`,
      phone: '+52 55 4000 1000',
      message: `Trace ${marker}`,
    },
    { 'x-request-id': own },
  );
  expect(answer.status()).toBe(201);
  const id = answer.headers()['x-request-id'] ?? '';
  // Directly, the site keeps an id given by whoever is in front; behind nginx, nginx names the request.
  if (behindNginx) expect(id).toMatch(/^[0-9a-f]{32}$/);
  else expect(id).toBe(own);

  await expect
    .poll(() => logLines('site').filter((line) => line.requestId === id))
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'request',
          method: 'POST',
          path: '/api/contact',
          status: 201,
          kind: 'api',
        }),
        expect.objectContaining({
          msg: 'back-end call',
          service: 'panel',
          path: '/api/contact/es',
          outcome: 'ok',
        }),
      ]),
    );
  await expect
    .poll(() => logLines('backend').filter((line) => line.requestId === id))
    .toEqual([
      expect.objectContaining({ msg: 'request', method: 'POST', path: '/panel/api/contact/es', status: 201 }),
    ]);
  if (behindNginx) {
    await expect
      .poll(() => logLines('nginx').filter((line) => line.requestId === id))
      .toEqual([expect.objectContaining({ method: 'POST', path: '/api/contact', status: 201 })]);
  }
});

test('logs a line per page with its cache status, and none of a query value', async ({ request }) => {
  const secretTerm = `needle${crypto.randomUUID().slice(0, 8)}`;
  const answer = await request.get(`/en/models?q=${secretTerm}`);
  expect(answer.status()).toBeLessThan(500);
  const id = answer.headers()['x-request-id'];
  await expect
    .poll(() => logLines('site').find((line) => line.requestId === id && line.msg === 'request'))
    .toMatchObject({ method: 'GET', path: '/en/models', query: ['q'] });
  for (const program of loggedPrograms) expect(logText(program)).not.toContain(secretTerm);

  const home = await request.get('/en');
  const homeId = home.headers()['x-request-id'];
  await expect
    .poll(() => logLines('site').find((line) => line.requestId === homeId))
    .toMatchObject({
      kind: 'page',
      status: 200,
      cache: expect.stringMatching(/^(HIT|STALE|MISS|REVALIDATED)$/),
    });
});

test('keeps every value of a contact message and an application, and every secret, out of the logs', async ({
  request,
}) => {
  const marker = crypto.randomUUID().replaceAll('-', '').slice(0, 10);
  const contact = {
    name: `Privada Contacto ${marker}`,
    email: `contacto.${marker}@example.com`,
    phone: `+52 55 ${marker.replace(/\D/g, '').padEnd(8, '7').slice(0, 8)}`,
    message: `Un mensaje que nadie debe leer en un registro ${marker}`,
  };
  const applicant = {
    name: `Privada Aspirante ${marker}`,
    email: `aspirante.${marker}@example.com`,
    phone: `+52 33 ${marker.replace(/\D/g, '').padEnd(8, '3').slice(0, 8)}`,
    instagram: `@aspirante_${marker}`,
  };
  expect((await sendContact(request, contact)).status()).toBe(201);
  expect((await sendApplication(request, applicant)).status()).toBe(201);
  // Both are in the agency's inbox, once: so the logs below are those of real submissions.
  await expect.poll(async () => (await storedNamed('contact', contact.name)).length).toBe(1);
  await expect.poll(async () => (await storedNamed('application', applicant.name)).length).toBe(1);
  await expect
    .poll(() => logLines('backend').filter((line) => line.path === '/panel/api/get-scouted/es').length)
    .toBeGreaterThan(0);

  const never = [
    ...Object.values(contact),
    ...Object.values(applicant),
    marker,
    'demo-panel-salt',
    'demo-panel-api-token',
    'demo-mf-salt',
    'demo-mf-api-key',
    'demo-revalidate-secret',
    'Bearer ',
  ];
  for (const program of loggedPrograms) {
    const text = logText(program);
    expect(text.length, `${program} logged nothing`).toBeGreaterThan(0);
    for (const value of never) expect(text, `${program}'s log holds "${value}"`).not.toContain(value);
  }
});
