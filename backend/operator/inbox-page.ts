import type { Db } from '../db/client';
import type { InboxKind } from '../../lib/contract/inbox';
import type { FileStore } from '../files/file-store';
import { pageOf } from '../http/pagination';
import { applicationRows, contactRows } from '../inbox/page-rows';

/**
 * One page of what arrived, newest first, every field. Used by the HTTP call and by `npm run inbox` when
 * it reads the database itself; `fileUrl` says how a stored file is fetched over HTTP.
 */
export async function inboxPage(
  db: Db,
  options: {
    kind: InboxKind;
    page: number;
    perPage: number;
    /** Where the uploaded files live, to tell the reader. */
    uploads: Pick<FileStore, 'locate'>;
    fileUrl(id: number): string;
  },
) {
  if (options.kind === 'contact') {
    const { rows, total } = await contactRows(db, undefined, options);
    const data = rows.map(({ idempotencyKey, createdAt, ...row }) => ({
      ...row,
      idempotency_key: idempotencyKey,
      created_at: createdAt.toISOString(),
    }));
    return pageOf(data, options.page, options.perPage, total);
  }
  const { rows, files, total } = await applicationRows(db, undefined, options);
  const data = rows.map((row) => ({
    id: row.id,
    language: row.language,
    name: row.name,
    gender: row.gender,
    birthdate: row.birthdate,
    height: row.height,
    id_nationality: row.nationalityId,
    nationality: row.nationality,
    id_country: row.countryId,
    country: row.country,
    id_city: row.cityId,
    city: row.city,
    email: row.email,
    phone: row.phone,
    instagram: row.instagram,
    skills: row.skills,
    video_1: row.video,
    accept: row.accept,
    idempotency_key: row.idempotencyKey,
    created_at: row.createdAt.toISOString(),
    files: files
      .filter((f) => f.applicationId === row.id)
      .map((f) => ({
        field: f.field,
        path: options.uploads.locate(f.path),
        url: options.fileUrl(f.id),
        mime: f.mime,
        bytes: f.bytes,
      })),
  }));
  return pageOf(data, options.page, options.perPage, total);
}
