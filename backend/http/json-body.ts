import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, parseOrThrow } from './errors';

/** Reads a JSON body (bounded by the body-limit middleware) and validates it; 400 when it is not JSON. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'The body must be JSON.');
  }
  return parseOrThrow(schema, body);
}
