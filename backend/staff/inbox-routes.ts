import type { Hono } from 'hono';
import { z } from 'zod';
import { inboxStatuses } from '../db/schema';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { eraseOne, inboxItem, listInbox, setStatus, uploadedFile } from './inbox';
import type { StaffEnv } from './require-staff';
import { listQuery, rowId, rowIds, staffRouter } from './staff-router';

const kinds = ['contact', 'application'] as const;
const subjectSchema = z.object({ kind: z.enum(kinds), id: rowId });

/** The inbox for signed-in staff: list, read (which marks new as seen), status, erasure, the photos. */
export function staffInboxRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, uploads } = deps;
  const { app, changed: audited } = staffRouter(deps, ['/inbox/*', '/inbox', '/files/*']);

  app.get('/inbox', async (c) => {
    const filters = { kind: z.enum(kinds).default('application'), status: z.enum(inboxStatuses).optional() };
    return c.json(await listInbox(db, listQuery(c, filters, 20)));
  });

  app.get('/inbox/:kind/:id', async (c) => {
    const { kind, id } = parseOrThrow(subjectSchema, c.req.param());
    const item = await inboxItem(db, kind, id);
    if (!item) throw notFound();
    await audited(c, 'inbox.read', `${kind}:${id}`);
    if (item.status === 'new') {
      await setStatus(db, kind, id, 'seen');
      item.status = 'seen';
    }
    return c.json({ data: item });
  });

  app.patch('/inbox/:kind/:id', async (c) => {
    const { kind, id } = parseOrThrow(subjectSchema, c.req.param());
    const { status } = await jsonBody(c, z.object({ status: z.enum(inboxStatuses) }));
    if (!(await setStatus(db, kind, id, status))) throw notFound();
    await audited(c, 'inbox.status', `${kind}:${id}`, status);
    return c.json({ data: { kind, id, status } });
  });

  app.delete('/inbox/:kind/:id', async (c) => {
    const { kind, id } = parseOrThrow(subjectSchema, c.req.param());
    if (!(await eraseOne(db, uploads, kind, id))) throw notFound();
    await audited(c, 'inbox.delete', `${kind}:${id}`);
    return c.body(null, 204);
  });

  app.get('/files/:id', async (c) => {
    const { id } = rowIds(c);
    const file = await uploadedFile(db, id);
    if (!file) throw notFound();
    await audited(c, 'inbox.file', `application:${file.applicationId}`, `file:${file.id}`);
    // Only images pass the application's checks (by their bytes), so they can be shown inline; nosniff and
    // the sandboxing policy come with every answer of the backend.
    return c.body(uploads.stream(file.path), 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes),
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
