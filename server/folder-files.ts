import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `folder`, keyed by its path inside it as a URL writes it (`/icons/icon-192.png`), with its
 * path on disk. Read once, at start: the folders the front serves from do not change while it runs.
 */
export function folderFiles(folder: string): Map<string, string> {
  const files = readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return new Map(files.map((file) => [`/${path.relative(folder, file).split(path.sep).join('/')}`, file]));
}
