/** The field a human never sees or fills; a bot that fills every input gives itself away. */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds the visitor spent on the form, measured in the page. */
export const FILL_TIME_FIELD = 'fill_ms';
/** Faster than this, no person typed the form. */
export const MIN_FILL_MS = 1500;

export type BotSignal = 'honeypot' | 'too-fast' | null;

/** Reads the honeypot and the fill time from a submission; returns why it looks automated, or null. */
export function botSignal(form: { get(name: string): FormDataEntryValue | null }): BotSignal {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot !== 'string' || honeypot !== '') return 'honeypot';
  const fillMs = Number(form.get(FILL_TIME_FIELD));
  if (!Number.isFinite(fillMs) || fillMs < MIN_FILL_MS) return 'too-fast';
  return null;
}
