// Writes the unavailable page in each language to dist/unavailable/{locale}.html, the files nginx answers
// with status 503 when a page cannot be rendered (deploy/nginx.conf). Run by `npm run build`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { agency } from '../lib/agency';
import { locales } from '../lib/i18n/pathnames';
import { unavailablePage } from './unavailable-page';

export function writeUnavailablePages(folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (const locale of locales) {
    writeFileSync(path.join(folder, `${locale}.html`), unavailablePage(locale, agency.name));
  }
}
