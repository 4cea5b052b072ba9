import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../http/deps';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { requireOperator } from '../http/operator';
import { log } from '../lib/log';
import { BackupWriteError } from './archive-writer';
import { backupFileName, writeBackup } from './write-backup';

/**
 * `POST /panel/api/operator/backup`: the running backend writes a backup for `npm run backup`, since under
 * PGlite it alone may open the database. Only the operator's key opens it; the folder is on this machine.
 */
export function backupRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.post('/backup', requireOperator(deps.config), async (c) => {
    // The command sends its folder resolved: a relative one would land wherever the backend was started.
    const body = await jsonBody(
      c,
      z.object({
        dir: z
          .string()
          .min(1)
          .refine((dir) => path.isAbsolute(dir), { params: { code: 'absolute' } }),
      }),
    );
    await mkdir(body.dir, { recursive: true });
    const file = path.join(body.dir, backupFileName(new Date()));
    const database = {
      db: deps.db,
      kind: deps.config.databaseUrl ? ('postgres' as const) : ('pglite' as const),
    };
    try {
      const result = await writeBackup({ database, dataDir: deps.config.dataDir }, file);
      log().info({ file: result.file, bytes: result.bytes }, 'backup written for the operator');
      return c.json(result);
    } catch (error) {
      if (error instanceof BackupWriteError) throw new HttpError(507, error.message);
      throw error;
    }
  });
  return app;
}
