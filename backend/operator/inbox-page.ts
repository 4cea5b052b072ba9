import type { Db } from '../db/client';
import type { InboxKind } from '../../lib/contract/inbox';
import type { FileStore } from '../files/file-store';
import { pageOf } from '../http/pagination';
import { applicationRows, contactRows } from '../inbox/page-rows';

/** A stored submission under the names its form and the site's calls use. */
function wireRow<R extends { idempotencyKey: string | null; createdAt: Date }>({
  idempotencyKey,
  createdAt,
  ...row
}: R) {
  return { ...row, idempotency_key: idempotencyKey, created_at: createdAt.toISOString() };
}

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
    return pageOf(rows.map(wireRow), options.page, options.perPage, total);
  }
  const { rows, files, total } = await applicationRows(db, undefined, options);
  const data = rows.map(({ nationalityId, countryId, cityId, video, ...row }) => ({
    ...wireRow(row),
    id_nationality: nationalityId,
    id_country: countryId,
    id_city: cityId,
    video_1: video,
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
