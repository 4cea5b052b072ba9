import { ApiError, getAttributes, sendApplication } from '@/lib/api';
import { uploadLimits } from '@/lib/contract/upload-limits';
import { schemaErrors, validationFailed } from '@/lib/forms/answers';
import { applicationFieldsSchema, applicationSchema, photoFields } from '@/lib/forms/application-schema';
import {
  applicationInput,
  backendApplication,
  checkPhotoBytes,
  photoFilesOf,
} from '@/lib/forms/application-request';
import { formPost, forwarded, type GuardedPost } from '@/lib/forms/form-route';
import { formRateLimiter } from '@/lib/forms/form-rate-limiter';
import { jsonError } from '@/lib/forms/route-guard';

async function send({ form, locale, idempotencyKey }: GuardedPost) {
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

  return forwarded(async () => {
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
    return sendApplication(lookup.body, { locale, idempotencyKey });
  });
}

/**
 * The application form's only door: re-checks fields and photo bytes, resolves names, then forwards.
 * A plain post's "show cities" button (no script to load them) gets the form back with the country's cities.
 */
export const POST = formPost({
  kind: 'application',
  limiter: formRateLimiter('get-scouted', { limit: 10, windowMs: 10 * 60_000 }),
  maxBytes: uploadLimits.application.bodyBytes,
  send,
  showsCities: true,
});
