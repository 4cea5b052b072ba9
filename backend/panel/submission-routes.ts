import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Db } from '../db/client';
import { applicationFiles, applications, contactMessages } from '../db/schema';
import { requireToken } from '../http/auth';
import { limitBody } from '../http/body-limit';
import type { Deps } from '../http/deps';
import {
  addFieldError,
  type FieldErrors,
  HttpError,
  notFound,
  validationError,
  zodFieldErrors,
} from '../http/errors';
import { queueNotification } from '../notify/outbox';
import { wakeNotifier } from '../notify/worker';
import { inMegabytes, serviceBodyBytes, uploadLimits } from '../../lib/contract/upload-limits';
import { checkReferences, cleanPhotos, photoFiles } from '../submissions/application-checks';
import { idempotencyKey, readForm } from '../submissions/form';
import { applicationSchema, contactSchema } from '../submissions/schemas';

const language = (value: string | undefined) => {
  if (value !== 'es' && value !== 'en' && value !== 'pt') throw notFound();
  return value;
};

const answer = (row: { id: number; createdAt: Date }) => ({
  data: { id: row.id, created_at: row.createdAt.toISOString() },
});

/** Merges the schema's verdict into the errors collected so far; answers the parsed data when clean. */
function validate<T>(
  result: { success: true; data: T } | { success: false; error: Parameters<typeof zodFieldErrors>[0] },
  input: Record<string, string>,
  errors: FieldErrors,
) {
  if (!result.success) {
    for (const [field, codes] of Object.entries(zodFieldErrors(result.error, input)))
      for (const code of codes) addFieldError(errors, field, code);
    return undefined;
  }
  return result.data;
}

/** The submission stored under an idempotency key, whose answer a repeated request gets again. */
async function storedUnder(db: Db, table: typeof applications | typeof contactMessages, key: string) {
  const [row] = await db
    .select({ id: table.id, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.idempotencyKey, key));
  return row;
}

/** Contact messages and applications: validated, stored durably once per idempotency key, then 201. */
export function submissionRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  const auth = requireToken(db, 'panel');
  // With notifications on, a submission's e-mail is queued in the transaction that stores it (backend/notify).
  const notifying = deps.config.notify !== null;
  const created = (c: Context, row: { id: number; createdAt: Date }) => {
    if (notifying) wakeNotifier();
    return c.json(answer(row), 201);
  };

  app.post('/api/contact/:language', auth, limitBody(serviceBodyBytes), async (c) => {
    const lang = language(c.req.param('language'));
    const key = idempotencyKey(c);
    const prior = key ? await storedUnder(db, contactMessages, key) : undefined;
    if (prior) return c.json(answer(prior), 200);
    const form = await readForm(c);
    for (const name of form.files.keys()) (form.errors[name] ??= []).push('unknown');
    const input = validate(contactSchema.safeParse(form.fields), form.fields, form.errors);
    if (!input || Object.keys(form.errors).length > 0) throw validationError(form.errors);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(contactMessages)
        .values({ language: lang, ...input, idempotencyKey: key ?? null })
        .onConflictDoNothing({ target: contactMessages.idempotencyKey })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (inserted && notifying) await queueNotification(tx, 'contact', inserted.id);
      return inserted;
    });
    if (row) return created(c, row);
    const existing = key ? await storedUnder(db, contactMessages, key) : undefined;
    if (!existing) throw new Error('contact insert conflicted without a stored row');
    return c.json(answer(existing), 200);
  });

  // Four photos and the text fields (lib/contract/upload-limits.ts).
  app.post('/api/get-scouted/:language', auth, limitBody(uploadLimits.application.bodyBytes), async (c) => {
    const lang = language(c.req.param('language'));
    const key = idempotencyKey(c);
    const prior = key ? await storedUnder(db, applications, key) : undefined;
    if (prior) return c.json(answer(prior), 200);
    const form = await readForm(c);
    const errors = form.errors;
    // Everything but the photos' pixels first: a form refused for its fields decodes none of them.
    const files = await photoFiles(form.files, form.fields, errors);
    const input = validate(applicationSchema.safeParse(form.fields), form.fields, errors);
    if (input) await checkReferences(db, input, errors);
    const tooLarge = `A photo is larger than ${inMegabytes(uploadLimits.application.pictureBytes)}.`;
    if (files.tooLarge) throw new HttpError(413, tooLarge, errors);
    const unsupported = 'Photos must be png, gif or jpeg images.';
    if (files.unsupported) throw new HttpError(415, unsupported, errors);
    if (!input || Object.keys(errors).length > 0) throw validationError(errors);
    const photos = await cleanPhotos(files.files, errors);
    if (!photos) throw new HttpError(415, unsupported, errors);

    // The form's names for the columns named otherwise; the rest are the columns' own.
    const { id_nationality, id_country, id_city, skills, video_1, ...fields } = input;
    const folder = await deps.uploads.uploadBatch('applications');
    try {
      const stored: { field: string; path: string; mime: string; bytes: number }[] = [];
      for (const photo of photos) {
        const relative = await folder.write(`${photo.field}.${photo.type.ext}`, photo.bytes);
        stored.push({
          field: photo.field,
          path: relative,
          mime: photo.type.mime,
          bytes: photo.bytes.byteLength,
        });
      }
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(applications)
          .values({
            ...fields,
            language: lang,
            nationalityId: id_nationality,
            countryId: id_country,
            cityId: id_city,
            skills: skills ?? [],
            video: video_1 || null,
            accept: true,
            idempotencyKey: key ?? null,
          })
          .onConflictDoNothing({ target: applications.idempotencyKey })
          .returning({ id: applications.id, createdAt: applications.createdAt });
        if (!inserted) return undefined;
        await tx
          .insert(applicationFiles)
          .values(stored.map((file) => ({ applicationId: inserted.id, ...file })));
        if (notifying) await queueNotification(tx, 'application', inserted.id);
        // The files are made durable before the rows that name them are committed.
        await folder.commit(tx);
        return inserted;
      });
      if (row) return created(c, row);
      // Another request with the same key won the race: keep its files, drop ours, replay its answer.
      await folder.discard();
      const existing = key ? await storedUnder(db, applications, key) : undefined;
      if (!existing) throw new Error('application insert conflicted without a stored row');
      return c.json(answer(existing), 200);
    } catch (error) {
      await folder.discard();
      throw error;
    }
  });

  return app;
}
