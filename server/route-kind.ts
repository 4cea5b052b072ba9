import type { IncomingHttpHeaders } from 'node:http';
import { crawlerFiles } from '../lib/i18n/pathnames';
import { probePaths } from './health';

// The kind of route a request is for: the one label requests are counted and timed by. A handful of values,
// so a metric never has a series per page, slug or id.
export type RouteKind =
  'page' | 'navigation' | 'api' | 'asset' | 'image' | 'crawler' | 'file' | 'health' | 'other';

const escaped = crawlerFiles.map((file) => file.replace(/[.]/g, '\\.'));
const crawlerFile = new RegExp(`^/(?:${escaped.join('|')}|sitemaps/|crawlers/)`);
const publicFile = /\.[a-z0-9]{2,5}$/i;

export function routeKind(path: string, headers: IncomingHttpHeaders, method = 'GET'): RouteKind {
  if (probePaths.has(path)) return 'health';
  if (path.startsWith('/_next/static/')) return 'asset';
  if (path.startsWith('/_next/image')) return 'image';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/')) return 'other';
  if (crawlerFile.test(path)) return 'crawler';
  if (publicFile.test(path)) return 'file';
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  // A client navigation or prefetch asks a page's RSC payload (Next's documented `RSC` request header).
  return headers.rsc === '1' ? 'navigation' : 'page';
}
