import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { isAuditAction, type AuditAction } from '../../lib/contract/audit-actions';
import type { Deps } from '../http/deps';
import { HttpError, notFound, parseOrThrow } from '../http/errors';
import { pageNumber } from '../http/pagination';
import type { StaffAccount } from './accounts';
import { audit } from './audit';
import { resolveSession } from './sessions';

export type StaffEnv = { Variables: { staff: StaffAccount; sessionToken: string } };

/**
 * 403 rather than 401: the site's panel client reads a 401 as its own token having expired and signs in
 * again; a missing staff session is a different matter, told apart by its `code`.
 */
const signedOut = () => new HttpError(403, 'Sign in as staff.', { session: ['signed_out'] });

/**
 * Requires a live staff session, forwarded by the site in `x-staff-session` beside its own panel token: the
 * backend answers only the site, and only for a live session.
 */
export function requireStaff(deps: Deps): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = c.req.header('x-staff-session') ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw signedOut();
    const account = await resolveSession(deps.db, token, {
      ...deps.config.staff,
      publicSite: deps.config.publicSite,
    });
    if (!account) throw signedOut();
    c.set('staff', account);
    c.set('sessionToken', token);
    await next();
  };
}

/** After requireStaff: refuses a member who is not an admin. */
export const adminOnly: MiddlewareHandler<StaffEnv> = async (c, next) => {
  if (c.get('staff').role !== 'admin') {
    throw new HttpError(403, 'Your role does not allow this.', { role: ['forbidden'] });
  }
  await next();
};

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
 * The staff service as its parts add their routes to it (routes.ts). `changed` writes the audit line of a
 * change (the site drops its cached pages itself); `removal` answers the deletion of a record's `part`
 * named in the path (`/…/:id/…/:picture`): 404, or the audit line `${record}.${part}_delete` and 204.
 */
export type StaffRouter = ReturnType<typeof staffRouter>;

export function staffRouter(deps: Deps) {
  const app = new Hono<StaffEnv>();
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
  return { app, deps, db: deps.db, changed, removal };
}
