import { sendContact } from '@/lib/api';
import { smallBodyBytes } from '@/lib/contract/upload-limits';
import { answerForSendError, schemaErrors, validationFailed } from '@/lib/forms/answers';
import { contactSchema } from '@/lib/forms/contact-schema';
import { formRateLimiter } from '@/lib/forms/form-rate-limiter';
import { answerPlainPost } from '@/lib/forms/plain-answer';
import { plainPostLocale } from '@/lib/forms/plain-post';
import { guardForm, type GuardedForm } from '@/lib/forms/route-guard';

// A person writes a handful of messages at most; more from one connection is a script.
const limiter = formRateLimiter('contact', { limit: 10, windowMs: 10 * 60_000 });

async function send({ form, locale, idempotencyKey }: Extract<GuardedForm, { ok: true }>) {
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

/**
 * The contact form's only door: re-checks what the browser checked, then forwards with the server's token.
 * The page's script gets JSON; a form the browser posted itself (`?lang=`) gets pages (plain-answer.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const plainLocale = plainPostLocale(request.url);
  const guarded = await guardForm(request, {
    limiter,
    maxBytes: smallBodyBytes,
    plain: plainLocale ? 'contact' : undefined,
  });
  const verdict = guarded.ok ? await send(guarded) : guarded.response;
  if (!plainLocale) return verdict;
  return answerPlainPost(verdict, {
    kind: 'contact',
    locale: plainLocale,
    form: guarded.ok ? guarded.form : null,
  });
}
