import { sendContact } from '@/lib/api';
import { schemaErrors } from '@/lib/forms/answers';
import { forwarded } from '@/lib/forms/form-route';
import { formRateLimiter } from '@/lib/forms/form-rate-limiter';
import { guardForm, jsonError } from '@/lib/forms/route-guard';
import { composeSelectionMessage, MAX_MESSAGE } from '@/lib/forms/selection-message';
import { MAX_SELECTION } from '@/lib/forms/form-values';
import { selectionSchema } from '@/lib/forms/selection-schema';
import { loadSelection } from '@/lib/forms/selection-talents';
import { pageUrl } from '@/lib/seo/metadata';

// As the contact form: a person sends a few requests at most.
const limiter = formRateLimiter('selection', { limit: 10, windowMs: 10 * 60_000 });
// Four short fields, a 1000-character note (up to 4 bytes each) and 30 ids, with multipart framing.
const MAX_BYTES = 32 * 1024;

function refused(errors: Record<string, string[]>, detail: string): Response {
  return jsonError(400, `Some fields are missing or not valid: ${detail}`, { errors });
}

/**
 * The favorites page's request: the browser sends the talent ids only; the site loads each talent itself,
 * writes the message (names and profile URLs) and forwards it to the agency as a contact message.
 */
export async function POST(request: Request): Promise<Response> {
  const guarded = await guardForm(request, { limiter, maxBytes: MAX_BYTES });
  if (!guarded.ok) return guarded.response;
  const { form, locale, idempotencyKey } = guarded;

  const parsed = selectionSchema.safeParse({
    name: form.get('name'),
    email: form.get('email'),
    phone: form.get('phone'),
    note: form.get('note') ?? undefined,
    talents: form.getAll('talent'),
  });
  if (!parsed.success) {
    const errors = schemaErrors(parsed.error);
    const fields = Object.keys(errors).map((field) =>
      field === 'talents' && errors.talents?.includes('tooMany')
        ? `talents (at most ${MAX_SELECTION} per request)`
        : field,
    );
    return refused(errors, `${fields.join(', ')}.`);
  }
  const { name, email, phone, note, talents: ids } = parsed.data;

  return forwarded(async () => {
    // The canonical profile is the Spanish one, the agency's language.
    const selection = await loadSelection(ids, (params) =>
      pageUrl('es', { pathname: '/[category]/[id]/[name]', params }),
    );
    if (selection.unknown.length > 0) {
      return refused(
        { talents: ['invalidOption'] },
        `talents (no talent has the id ${selection.unknown.join(', ')}).`,
      );
    }
    const message = composeSelectionMessage(selection.talents, note);
    if (message.length > MAX_MESSAGE) {
      return refused(
        { talents: ['tooMany'] },
        'talents (the selection is too long for one message; send fewer).',
      );
    }
    return sendContact({ name, email, phone, message }, { locale, idempotencyKey });
  });
}
