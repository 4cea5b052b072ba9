/** A fresh key for one filled form; kept across retries so the agency stores the submission once. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues works everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The contract's rule for an Idempotency-Key header: 1 to 200 visible ASCII characters. */
export function isValidIdempotencyKey(key: string | null): key is string {
  return key !== null && /^[\x21-\x7e]{1,200}$/.test(key);
}
