import { ApiError, getAttributes, sendApplication } from '@/lib/api';
import { uploadLimits } from '@/lib/contract/upload-limits';
import { answerForSendError, schemaErrors, validationFailed } from '@/lib/forms/answers';
import { applicationFieldsSchema, applicationSchema, photoFields } from '@/lib/forms/application-schema';
import {
  applicationInput,
  backendApplication,
  checkPhotoBytes,
  photoFilesOf,
} from '@/lib/forms/application-request';
import { formRateLimiter } from '@/lib/forms/form-rate-limiter';
import { answerPlainPost, answerWithForm } from '@/lib/forms/plain-answer';
import { INTENT_FIELD, plainPostLocale } from '@/lib/forms/plain-post';
import { guardForm, jsonError, type GuardedForm } from '@/lib/forms/route-guard';

const limiter = formRateLimiter('get-scouted', { limit: 10, windowMs: 10 * 60_000 });

async function send({ form, locale, idempotencyKey }: Extract<GuardedForm, { ok: true }>) {
  const files = photoFilesOf(form);
  if (!files.ok) return jsonError(files.status, files.message, { errors: files.errors });
  // The fields before a photo's bytes: a form refused for them costs no reading of its photos.
  const fields = applicationFieldsSchema.safeParse(applicationInput(form, {}));
  const missing = photoFields.filter((field) => !files.photos[field]);
  if (!fields.success || missing.length > 0) {
    return validationFailed({
      ...(fields.success ? {} : schemaErrors(fields.error)),
      ...Object.fromEntries(missing.map((field) => [field, ['required']])),
    });
  }
  const photos = await checkPhotoBytes(files.photos);
  if (!photos.ok) return jsonError(photos.status, photos.message, { errors: photos.errors });

  const parsed = applicationSchema.safeParse(applicationInput(form, photos.photos));
  if (!parsed.success) return validationFailed(schemaErrors(parsed.error));

  try {
    const attributes = await getAttributes({ locale, countryId: Number(parsed.data.country) }).catch(
      (error: unknown) => {
        // The backend does not know the country at all: the visitor's choice is wrong, not the backend.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    );
    if (!attributes) return validationFailed({ country: ['invalidOption'] });
    const lookup = backendApplication(parsed.data, attributes);
    if (!lookup.ok) return validationFailed(lookup.errors);
    const receipt = await sendApplication(lookup.body, { locale, idempotencyKey });
    return Response.json({ data: { id: receipt.id, createdAt: receipt.createdAt } }, { status: 201 });
  } catch (error) {
    return answerForSendError(error);
  }
}

/**
 * The application form's only door: re-checks fields and photo bytes, resolves names, then forwards.
 * The page's script gets JSON; a form the browser posted itself (`?lang=`) gets pages (plain-answer.ts),
 * and its "show cities" button (no script to load them) gets the form back with the country's cities.
 */
export async function POST(request: Request): Promise<Response> {
  const plainLocale = plainPostLocale(request.url);
  const guarded = await guardForm(request, {
    limiter,
    maxBytes: uploadLimits.application.bodyBytes,
    plain: plainLocale ? 'application' : undefined,
  });
  if (plainLocale && guarded.ok && guarded.form.get(INTENT_FIELD) === 'cities') {
    return answerWithForm('application', plainLocale, guarded.form);
  }
  const verdict = guarded.ok ? await send(guarded) : guarded.response;
  if (!plainLocale) return verdict;
  return answerPlainPost(verdict, {
    kind: 'application',
    locale: plainLocale,
    form: guarded.ok ? guarded.form : null,
  });
}
