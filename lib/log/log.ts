import 'server-only';
import { env } from '@/lib/env';
import { siteLogger } from './site-logger';

/** The site's logger, for code that runs inside Next (pages, route handlers, lib/api). */
export const log = siteLogger(env);
