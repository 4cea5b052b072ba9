import { sendContact } from '@/lib/api';
import { smallBodyBytes } from '@/lib/contract/upload-limits';
import { schemaErrors, validationFailed } from '@/lib/forms/answers';
import { contactSchema } from '@/lib/forms/contact-schema';
import { formPost, forwarded, type GuardedPost } from '@/lib/forms/form-route';
import { formRateLimiter } from '@/lib/forms/form-rate-limiter';

async function send({ form, locale, idempotencyKey }: GuardedPost) {
  const parsed = contactSchema.safeParse({
    name: form.get('name'),
    email: form.get('email'),
    phone: form.get('phone'),
    message: form.get('message'),
  });
  if (!parsed.success) return validationFailed(schemaErrors(parsed.error));
  return forwarded(() => sendContact(parsed.data, { locale, idempotencyKey }));
}

/** The contact form's only door: re-checks what the browser checked, then forwards with the server's token. */
export const POST = formPost({
  kind: 'contact',
  // A person writes a handful of messages at most; more from one connection is a script.
  limiter: formRateLimiter('contact', { limit: 10, windowMs: 10 * 60_000 }),
  maxBytes: smallBodyBytes,
  send,
});
