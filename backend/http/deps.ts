import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { FileStore } from '../files/file-store';
import { fileStores } from '../files/stores';

/** What every route needs: the database, the configuration and where files live. */
export type Deps = {
  db: Db;
  config: Config;
  /** The public demo media, served under /media. */
  media: FileStore;
  /** The applicants' photos, served only with a panel token. */
  uploads: FileStore;
  mediaUrl: (relative: string | null) => string | null;
};

export function makeDeps(database: Pick<Database, 'db' | 'kind'>, config: Config): Deps {
  return {
    db: database.db,
    config,
    ...fileStores(database, config.dataDir),
    mediaUrl: (relative) =>
      relative === null
        ? null
        : `${config.publicUrl}/media/${relative.split('/').map(encodeURIComponent).join('/')}`,
  };
}
