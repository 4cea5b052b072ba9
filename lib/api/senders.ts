import 'server-only';
import { metrics } from '@/lib/ops/metrics';
import { ApiError } from './errors';
import { receiptSchema } from './schemas/common';
import { services } from './services';
import type { ContactFields, Receipt, SendOptions } from './types';

async function submit(
  path: string,
  form: FormData,
  { locale, idempotencyKey }: SendOptions,
): Promise<Receipt> {
  const kind = path === '/api/contact' ? 'contact' : 'application';
  try {
    // The key lets the back end store a retried submission once (after a timeout or the 401 retry below).
    const { data } = await services().panel.json(
      { path: `${path}/${locale}`, method: 'POST', form, headers: { 'Idempotency-Key': idempotencyKey } },
      receiptSchema,
    );
    metrics().submissions.inc({ form: kind, outcome: 'stored' });
    return { id: data.id, createdAt: data.created_at };
  } catch (error) {
    const refused = error instanceof ApiError && error.kind === 'http' && error.status < 500;
    metrics().submissions.inc({ form: kind, outcome: refused ? 'refused' : 'failed' });
    throw error;
  }
}

/** Sends the contact form (multipart). Throws `ApiError` (400 with field codes when a field is refused). */
export function sendContact(fields: ContactFields, options: SendOptions): Promise<Receipt> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return submit('/api/contact', form, options);
}

/**
 * Sends an application as the route handler received and checked it: the fields and the four photos of
 * docs/backend-contract.md. Throws `ApiError` (400 fields, 413 too large, 415 not an image).
 */
export function sendApplication(formData: FormData, options: SendOptions): Promise<Receipt> {
  return submit('/api/get-scouted', formData, options);
}
