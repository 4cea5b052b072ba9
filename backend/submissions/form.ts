import type { Context } from 'hono';
import { bodyControlCharacter } from '../http/control-characters';
import { addFieldError, type FieldErrors, HttpError } from '../http/errors';

export type ReadForm = { fields: Record<string, string>; files: Map<string, File>; errors: FieldErrors };

/**
 * Reads a multipart (or url-encoded) body into single-valued text fields and files. A field sent twice is
 * an error rather than a silent pick, and so is a control character in any field's name or text, known to
 * the caller's schema or not (`control_character`); files are reported to the caller, which decides which
 * are allowed.
 */
export async function readForm(c: Context): Promise<ReadForm> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    throw new HttpError(400, 'The body must be multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The multipart body could not be read.');
  }
  const fields: Record<string, string> = {};
  const files = new Map<string, File>();
  const errors: FieldErrors = {};
  for (const [name, value] of form.entries()) {
    if (bodyControlCharacter.test(name) || (typeof value === 'string' && bodyControlCharacter.test(value)))
      addFieldError(errors, name, 'control_character');
    if (name in fields || files.has(name)) {
      addFieldError(errors, name, 'too_many');
      continue;
    }
    if (typeof value === 'string') fields[name] = value;
    else files.set(name, value);
  }
  return { fields, files, errors };
}

/** The `Idempotency-Key` header, validated (1 to 200 visible characters) or undefined. */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new HttpError(400, 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.', {
      idempotency_key: ['invalid'],
    });
  }
  return key;
}
