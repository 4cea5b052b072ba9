import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { audit } from './audit';
import { requireStaff, type StaffEnv } from './require-staff';
import { rowId } from './staff-router';
import { purgeFromTrash, restoreFromTrash, trashKinds, type TrashRow } from './trash';
import { listTrash } from './trash-list';

const itemParams = z.object({ kind: z.enum(trashKinds), id: rowId });

/** The trash for the staff: what is in it, a row restored in its place, a row deleted for good. */
export function trashRoutes(deps: Deps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  for (const path of ['/trash', '/trash/*']) app.use(path, requireStaff(deps));

  // A picture's line names its talent, a post slide's its post, as their removals' lines do.
  const changed = async (c: Context<StaffEnv>, action: 'trash.restore' | 'trash.purge', row: TrashRow) => {
    const { kind, id, parent } = row;
    const [subject, detail] = parent ? [`${parent.kind}:${parent.id}`, `${kind} ${id}`] : [`${kind}:${id}`];
    await audit(deps.db, c.get('staff'), action, subject, detail);
  };
  const unknown = () => notFound('Nothing of that kind in the trash.');

  app.get('/trash', async (c) => {
    const items = await listTrash(deps);
    const data = items.map((item) => ({ ...item, deletedAt: item.deletedAt.toISOString() }));
    // How long a row stays before the housekeeping empties it (STAFF_TRASH_DAYS), for the page to say.
    return c.json({ data, days: deps.config.staff.trashDays });
  });

  app.post('/trash/:kind/:id/restore', async (c) => {
    const { kind, id } = parseOrThrow(itemParams, c.req.param());
    const restored = await restoreFromTrash(deps.db, kind, id);
    if (!restored) throw unknown();
    await changed(c, 'trash.restore', restored);
    return c.json({ data: restored });
  });

  app.delete('/trash/:kind/:id', async (c) => {
    const { kind, id } = parseOrThrow(itemParams, c.req.param());
    const purged = await purgeFromTrash(deps, kind, id);
    if (!purged) throw unknown();
    await changed(c, 'trash.purge', purged);
    return c.body(null, 204);
  });

  return app;
}
