import 'server-only';
import { parseEnv } from '@/lib/env-schema';

/**
 * The site's configuration, validated once when the server loads. This is the only module that reads
 * `process.env`; a bad value stops the server with a message naming every bad variable.
 */
export const env = parseEnv(process.env);

/**
 * True inside a Next.js server (where the data cache exists), false in plain Node (contract tests, scripts).
 * Next sets NEXT_RUNTIME in every server runtime.
 */
export const insideNext = Boolean(process.env.NEXT_RUNTIME);

/** True while `next build` prerenders: there is no back end then, and nothing may wait for one. */
export const buildPhase = process.env.NEXT_PHASE === 'phase-production-build';
