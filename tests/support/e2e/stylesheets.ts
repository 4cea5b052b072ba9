import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The site's own stylesheets, read by the suite's rules about them (layout-widths.ts, reduced-motion.ts).

const cssFolders = ['styles', 'components', 'app'];

/** Every stylesheet of the site under `root`, with its text. */
export function siteStylesheets(root = process.cwd()): { file: string; css: string }[] {
  return cssFolders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => ({ file: path.relative(root, file), css: readFileSync(file, 'utf8') })),
  );
}
