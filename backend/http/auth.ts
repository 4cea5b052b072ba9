import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema';
import { HttpError } from './errors';

export type Service = 'panel' | 'mf';

const hash = (value: string) => createHash('sha256').update(value).digest();

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(hash(given), hash(expected));
}

/** Issues a bearer token for one service; only its hash is stored. */
export async function issueToken(db: Db, service: Service, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, new Date(now)));
  await db.insert(apiTokens).values({
    service,
    tokenHash: hash(token).toString('hex'),
    expiresAt: new Date(now + ttlSeconds * 1000),
  });
  return { access_token: token, token_type: 'Bearer' as const, expires_in: ttlSeconds };
}

const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

/** Requires a live bearer token issued by `service`. */
export function requireToken(db: Db, service: Service): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    const rows = await db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.tokenHash, hash(match[1]).toString('hex')),
          eq(apiTokens.service, service),
          gt(apiTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (rows.length === 0) throw unauthenticated();
    await next();
  };
}
