import { parse } from 'range-parser';

/** A single byte range of a file of `size` bytes, inclusive; `null` for none, `'unsatisfiable'` for 416. */
export type ByteRange = { start: number; end: number } | null | 'unsatisfiable';

/**
 * Reads a `Range: bytes=…` header for one range (what players ask for to start and seek a video), with
 * range-parser (what Express's `send` uses). Several ranges, other units or a malformed header are answered
 * with the whole file, as HTTP allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const { code, type, ranges } = parse(size, header);
  const malformed = (code & 1) !== 0;
  if (type !== 'bytes' || malformed || ranges.length > 1) return null;
  return ranges[0] ?? ((code & 2) !== 0 ? 'unsatisfiable' : null);
}
