import path from 'node:path';
import type { Database } from '../db/client';
import { databaseFiles } from './database-files';
import { diskFiles } from './disk-files';
import type { FileStore } from './file-store';

export type FileStores = { media: FileStore; uploads: FileStore };

/**
 * PostgreSQL keeps the files too, so any number of backends can share it; PGlite keeps them in the data
 * folder beside the database, which one backend owns (see docs/database.md for why not in PGlite).
 */
export function fileStores(database: Pick<Database, 'db' | 'kind'>, dataDir: string): FileStores {
  if (database.kind === 'postgres')
    return { media: databaseFiles(database.db, 'media'), uploads: databaseFiles(database.db, 'uploads') };
  return { media: diskFiles(path.join(dataDir, 'media')), uploads: diskFiles(path.join(dataDir, 'uploads')) };
}
