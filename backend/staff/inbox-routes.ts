import { z } from 'zod';
import { locales } from '../../lib/locales';
import { inboxKinds as kinds, inboxStatuses } from '../../lib/contract/inbox';
import { notFound, parseOrThrow } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { auditView } from './audit';
import { inboxItem, listInbox, uploadedFile } from './inbox';
import { eraseMany, neighbours, newCounts, setStatusMany } from './inbox-triage';
import { listQuery, rowId, rowIds, type StaffRouter } from './staff-router';

const subjectSchema = z.object({ kind: z.enum(kinds), id: rowId });
const kindSchema = z.object({ kind: z.enum(kinds) });
/** The list an item page was opened from, for its previous and next. */
const itemQuerySchema = z.object({
  status: z.enum(inboxStatuses).optional(),
  q: z.string().trim().max(100).optional(),
  /** The staff member's language, for the names of places and skills. */
  language: z.enum(locales).default('es'),
});
/** The submissions a bulk action names: a page's worth at most. */
const idsSchema = z.array(rowId).min(1).max(100);

/**
 * The inbox for signed-in staff: list, read (which marks new as seen), status, erasure, the photos. A status
 * or an erasure names its submissions (one, from the item's page), answering those that still existed.
 */
export function staffInboxRoutes({ app, db, deps, changed: audited }: StaffRouter): void {
  const { uploads } = deps;

  app.get('/inbox', async (c) => {
    const filters = { kind: z.enum(kinds).default('application'), status: z.enum(inboxStatuses).optional() };
    return c.json(await listInbox(db, listQuery(c, filters, 20)));
  });

  // How many submissions nobody has opened, for the navigation's count.
  app.get('/inbox/new', async (c) => c.json({ data: await newCounts(db) }));

  app.get('/inbox/:kind/:id', async (c) => {
    const { kind, id } = parseOrThrow(subjectSchema, c.req.param());
    const { language, ...filter } = parseOrThrow(itemQuerySchema, c.req.query());
    const item = await inboxItem(db, kind, id, language);
    if (!item) throw notFound();
    // The page's view, once a member and day; its photos (the list's thumbnails too) are no more lines.
    await auditView(db, c.get('staff'), 'inbox.read', `${kind}:${id}`);
    if (item.status === 'new') {
      await setStatusMany(db, kind, [id], 'seen');
      item.status = 'seen';
    }
    const around = await neighbours(db, kind, id, { status: filter.status, q: filter.q || undefined });
    return c.json({ data: item, neighbours: around });
  });

  // Bulk actions: each submission that existed is audited as its own change would be.
  app.patch('/inbox/:kind', async (c) => {
    const { kind } = parseOrThrow(kindSchema, c.req.param());
    const { ids, status } = await jsonBody(c, z.object({ ids: idsSchema, status: z.enum(inboxStatuses) }));
    const changed = await setStatusMany(db, kind, ids, status);
    for (const id of changed) await audited(c, 'inbox.status', `${kind}:${id}`, status);
    return c.json({ data: { ids: changed } });
  });

  app.post('/inbox/:kind/erase', async (c) => {
    const { kind } = parseOrThrow(kindSchema, c.req.param());
    const { ids } = await jsonBody(c, z.object({ ids: idsSchema }));
    const erased = await eraseMany(db, uploads, kind, ids);
    for (const id of erased) await audited(c, 'inbox.delete', `${kind}:${id}`);
    return c.json({ data: { ids: erased } });
  });

  app.get('/files/:id', async (c) => {
    const { id } = rowIds(c);
    const file = await uploadedFile(db, id);
    if (!file) throw notFound();
    // Only images pass the application's checks (by their bytes), so they can be shown inline; nosniff and
    // the sandboxing policy come with every answer of the backend.
    return c.body(uploads.stream(file.path), 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes),
      'Cache-Control': 'private, no-store',
    });
  });
}
