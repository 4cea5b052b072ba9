import type { Context } from 'hono';
import type { z } from 'zod';
import { refuseControlCharacters } from './control-characters';
import { HttpError, parseOrThrow } from './errors';

/**
 * Reads a JSON body (bounded by the body-limit middleware), refuses control characters in any of its keys
 * and strings, and validates it; 400 when it is not JSON. With `emptyAs`, an empty body stands for that.
 */
export async function jsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { emptyAs?: unknown } = {},
): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown = options.emptyAs;
  if (options.emptyAs === undefined || text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The body must be JSON.');
    }
  }
  refuseControlCharacters(body);
  return parseOrThrow(schema, body);
}
