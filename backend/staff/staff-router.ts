import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isAuditAction, type AuditAction } from '../../lib/contract/audit-actions';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { pageNumber } from '../http/pagination';
import { audit } from './audit';
import { requireStaff, type StaffEnv } from './require-staff';

/** A database row's id, in a path or a body. */
export const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The path's row ids, `id` and the others named, or the 400 answer. */
export function rowIds<K extends string = never>(c: Context, ...others: K[]): Record<'id' | K, number> {
  const shape = Object.fromEntries(['id', ...others].map((name) => [name, rowId]));
  return parseOrThrow(z.object(shape), c.req.param()) as Record<'id' | K, number>;
}

const paging = (perPage: number) => ({
  q: z.string().trim().max(100).optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(perPage),
});
type Paging = z.output<z.ZodObject<ReturnType<typeof paging>>>;

/** A staff list's query: its `filters`, a search and a page of `perPage` rows unless asked otherwise. */
export function listQuery<S extends z.ZodRawShape>(c: Context, filters: S, perPage: number) {
  const schema = z.object({ ...filters, ...paging(perPage) });
  const query = parseOrThrow(schema, c.req.query()) as z.output<z.ZodObject<S>> & Paging;
  const { q, page, per_page, ...chosen } = query;
  return { ...chosen, q: q || undefined, page, perPage: per_page };
}

/**
 * A part of the staff service whose `paths` need a live session. `changed` writes the audit line of a
 * change; the site, which asked for it, drops its cached pages itself (docs/caching.md).
 * `removal` answers the deletion of a record's `part` named in the path (`/…/:id/…/:picture`): 404 when
 * the record has no such part, else `${record}.${part}_delete`, then 204.
 */
export type StaffRouter = ReturnType<typeof staffRouter>;

export function staffRouter(deps: Deps, paths: string[]) {
  const app = new Hono<StaffEnv>();
  for (const path of paths) app.use(path, requireStaff(deps));
  const changed = async (c: Context<StaffEnv>, action: AuditAction, subject: string, detail?: string) => {
    await audit(deps.db, c.get('staff'), action, subject, detail);
  };
  const removal =
    <P extends string>(record: string, part: P, remove: (id: number, partId: number) => Promise<boolean>) =>
    async (c: Context<StaffEnv>) => {
      const ids = rowIds(c, part);
      const [id, partId] = [ids.id, ids[part]];
      if (!(await remove(id, partId))) throw notFound(`Unknown ${part}.`);
      const action = `${record}.${part}_delete`;
      if (!isAuditAction(action)) throw new Error(`${action} is not in lib/contract/audit-actions.ts`);
      await changed(c, action, `${record}:${id}`, String(partId));
      return c.body(null, 204);
    };
  return { app, changed, removal };
}
