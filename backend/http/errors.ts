import { log } from '../lib/log';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** An error that becomes the JSON answer `{message, errors?}` with its status, and `more` beside them. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly more?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);

/** Adds one code to a field, keeping each code once. */
export function addFieldError(errors: FieldErrors, field: string, code: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(code)) list.push(code);
}

/** Maps zod issues to the contract's short codes (required, too_long, invalid…). */
export function zodFieldErrors(error: z.ZodError, input?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const given = (input ?? {}) as Record<string, unknown>;
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const top = issue.path.length > 0 ? given[String(issue.path[0])] : undefined;
    const missing =
      issue.path.length > 0 && (top === undefined || (typeof top === 'string' && top.trim() === ''));
    let code = 'invalid';
    if (missing || (issue.code === 'invalid_type' && issue.input === undefined)) code = 'required';
    else if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
      code = 'required';
    else if (issue.code === 'too_big' && issue.origin === 'string') code = 'too_long';
    else if (issue.code === 'too_big' && issue.origin === 'array') code = 'too_many';
    else if (issue.code === 'invalid_type') code = 'type';
    else if (issue.code === 'custom' && typeof issue.params?.code === 'string') code = issue.params.code;
    addFieldError(errors, field, code);
  }
  return errors;
}

export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(400, 'The given data was invalid.', errors);
}

/** Parses with zod or throws the 400 answer. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(zodFieldErrors(result.error, input));
  return result.data;
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof HttpError) {
    const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    return c.json({ ...body, ...error.more }, error.status);
  }
  log().error(
    { err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) },
    'unexpected error',
  );
  return c.json({ message: 'Server error.' }, 500);
}
