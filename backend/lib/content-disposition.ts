import { encodeExtended } from 'content-disposition';

/**
 * `attachment` with an ASCII fallback name (accents folded, quotes and controls removed) and the exact
 * UTF-8 name as RFC 8187 `filename*`.
 */
// Not the package's create(): it leaves a plain name unquoted and without filename*, unlike what we answer.
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=${encodeExtended(fileName)}`;
}
