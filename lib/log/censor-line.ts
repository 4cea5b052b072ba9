import pino from 'pino';

// Fields that could hold a secret or a visitor's data, blanked wherever a caller puts them by mistake: at the
// top of a line or one level down (`err.body`, `nested.email`), as pino's `redact` with `*.field` paths did.
// Done here, once per line, because pino runs a wildcard path's redaction on every field of every line, each
// string and number included, at a cost every request paid (docs/performance.md, "The request log line").

const redactedFields = ['authorization', 'cookie', 'token', 'salt', 'password', 'email', 'phone', 'body'];

const CENSOR = '[redacted]';

/** `value` with each redacted field blanked, copied only when one is there; an error as pino would write it. */
function censorObject(value: object): object {
  const plain: Record<string, unknown> =
    value instanceof Error ? pino.stdSerializers.err(value) : (value as Record<string, unknown>);
  if (Array.isArray(plain)) return plain;
  let copy: Record<string, unknown> | undefined;
  for (const field of redactedFields)
    if (Object.hasOwn(plain, field)) (copy ??= { ...plain })[field] = CENSOR;
  return copy ?? plain;
}

/** A log line's fields with every redacted one blanked, two levels deep; the caller's objects are left as they are. */
export function censorLine(line: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(line)) {
    const value = line[key];
    let censored: unknown = value;
    if (redactedFields.includes(key)) censored = CENSOR;
    else if (value !== null && typeof value === 'object') censored = censorObject(value);
    if (censored !== value) (copy ??= { ...line })[key] = censored;
  }
  return copy ?? line;
}
