import { sendContact } from '@/lib/api';
import { answerForSendError, schemaErrors, validationFailed } from '@/lib/forms/answers';
import { contactSchema } from '@/lib/forms/contact-schema';
import { formRateLimiter } from '@/lib/forms/form-rate-limiter';
import { guardForm } from '@/lib/forms/route-guard';

// A person writes a handful of messages at most; more from one connection is a script.
const limiter = formRateLimiter('contact', { limit: 10, windowMs: 10 * 60_000 });
const MAX_BYTES = 64 * 1024;

/** The contact form's only door: re-checks what the browser checked, then forwards with the server's token. */
export async function POST(request: Request): Promise<Response> {
  const guarded = await guardForm(request, { limiter, maxBytes: MAX_BYTES });
  if (!guarded.ok) return guarded.response;
  const { form, locale, idempotencyKey } = guarded;

  const parsed = contactSchema.safeParse({
    name: form.get('name'),
    email: form.get('email'),
    phone: form.get('phone'),
    message: form.get('message'),
  });
  if (!parsed.success) return validationFailed(schemaErrors(parsed.error));

  try {
    const receipt = await sendContact(parsed.data, { locale, idempotencyKey });
    return Response.json({ data: { id: receipt.id, createdAt: receipt.createdAt } }, { status: 201 });
  } catch (error) {
    return answerForSendError(error);
  }
}
