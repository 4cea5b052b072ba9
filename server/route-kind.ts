import type { IncomingHttpHeaders } from 'node:http';
import { crawlerFiles, type ReservedSegment } from '../lib/i18n/pathnames';
import { probePaths } from './health';

// The kind of route a request is for: the one label requests are counted and timed by. A handful of values,
// so a metric never has a series per page, slug or id. Read from the route table's first segments
// (lib/i18n/pathnames.ts), Next's own by their second.
export type RouteKind =
  'page' | 'navigation' | 'api' | 'asset' | 'image' | 'crawler' | 'file' | 'health' | 'other';

const kindOfSegment: Partial<Record<ReservedSegment, RouteKind>> = {
  api: 'api',
  crawlers: 'crawler',
  sitemaps: 'crawler',
};
/** Under `/_next/`: the hashed assets, the image optimizer, and Next's other files. */
const kindUnderNext: Record<string, RouteKind> = { static: 'asset', image: 'image' };
const crawlerFileNames: ReadonlySet<string> = new Set(crawlerFiles);
const publicFile = /\.[a-z0-9]{2,5}$/i;

export function routeKind(path: string, headers: IncomingHttpHeaders, method = 'GET'): RouteKind {
  if (probePaths.has(path)) return 'health';
  const [, first = '', second = ''] = path.split('/', 3);
  if (first === '_next') return kindUnderNext[second] ?? 'other';
  const kind = kindOfSegment[first as ReservedSegment];
  if (kind) return kind;
  if (crawlerFileNames.has(first)) return 'crawler';
  if (publicFile.test(path)) return 'file';
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  // A client navigation or prefetch asks a page's RSC payload (Next's documented `RSC` request header).
  return headers.rsc === '1' ? 'navigation' : 'page';
}
