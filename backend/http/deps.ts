import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What every route needs: the database, the configuration and where files live. */
export type Deps = {
  db: Db;
  config: Config;
  mediaRoot: string;
  uploadsRoot: string;
  mediaUrl: (relative: string | null) => string | null;
};

export function makeDeps(db: Db, config: Config): Deps {
  return {
    db,
    config,
    mediaRoot: path.join(config.dataDir, 'media'),
    uploadsRoot: path.join(config.dataDir, 'uploads'),
    mediaUrl: (relative) =>
      relative === null
        ? null
        : `${config.publicUrl}/media/${relative.split('/').map(encodeURIComponent).join('/')}`,
  };
}
