import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { inboxKinds } from '../../lib/contract/inbox';
import { applicationFiles } from '../db/schema';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { operatorActor, requireOperator } from '../http/operator';
import { pageNumber } from '../http/pagination';
import { attachmentHeader } from '../lib/content-disposition';
import { audit } from '../staff/audit';
import { inboxPage } from './inbox-page';

/**
 * The agency's inbox for the operator's `npm run inbox`. Applicants' data and photos are personal data:
 * only the key in the backend's data folder opens it (never the site's service token), and every read is
 * in the audit log. Staff read the inbox through the staff service, with their session.
 */
export function inboxRoutes(deps: Deps): Hono {
  const { db, config, uploads } = deps;
  const app = new Hono();
  const auth = requireOperator(config);
  const fileUrl = (id: number) => `${config.publicUrl}/panel/api/inbox/files/${id}`;

  app.get('/api/inbox', auth, async (c) => {
    const query = parseOrThrow(
      z.object({
        kind: z.enum(inboxKinds).default('contact'),
        page: pageNumber,
        per_page: z.coerce.number().int().min(1).max(100).default(20),
      }),
      c.req.query(),
    );
    await audit(db, operatorActor, 'inbox.list', `${query.kind}:page-${query.page}`);
    return c.json(
      await inboxPage(db, {
        kind: query.kind,
        page: query.page,
        perPage: query.per_page,
        uploads,
        fileUrl,
      }),
    );
  });

  app.get('/api/inbox/files/:id', auth, async (c) => {
    const id = c.req.param('id');
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound();
    const [file] = await db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.id, Number(id)))
      .limit(1);
    if (!file) throw notFound();
    await audit(db, operatorActor, 'inbox.file', `application:${file.applicationId}`, `file:${file.id}`);
    const stream = uploads.stream(file.path);
    // Always a download, never rendered in a browser tab (nosniff comes with every answer).
    return c.body(stream, 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes),
      'Cache-Control': 'private, no-store',
      'Content-Disposition': attachmentHeader(path.basename(file.path)),
    });
  });

  return app;
}
