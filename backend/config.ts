import path from 'node:path';
import { z } from 'zod';
import { demoAdmin, isPublicSite } from '../lib/contract/published-secrets';
import { sharedEnvShape } from '../lib/contract/shared-env';

// The backend's whole configuration. This is the only backend module that reads `process.env`, so every
// setting is validated once, at start, with a message that names the bad variable.

const smtpUrl = z
  .url({
    protocol: /^smtps?$/,
    error: 'must be an smtp:// or smtps:// address, like smtp://user:password@mail.example.com:587',
  })
  .refine(
    (url) => new URL(url).hostname !== '',
    'must name the mail server, like smtp://mail.example.com:587',
  );

/** A comma-separated list of e-mail addresses, lower-cased as the staff accounts' are. */
const addressList = z.string().transform((text, context) => {
  const addresses = text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const wrong = addresses.find((address) => !z.email().safeParse(address).success);
  if (addresses.length === 0 || wrong !== undefined) {
    const which = wrong === undefined ? '' : ` ("${wrong}" is not one)`;
    context.addIssue({ code: 'custom', message: `must be e-mail addresses separated by commas${which}` });
    return z.NEVER;
  }
  return addresses.map((address) => address.toLowerCase());
});

/** One of SMTP_URL and NOTIFY_TO without the other is a half-done setting, refused rather than ignored. */
function notifyPairing(env: { SMTP_URL?: string; NOTIFY_TO?: string[] }, context: z.RefinementCtx) {
  if ((env.SMTP_URL === undefined) === (env.NOTIFY_TO === undefined)) return;
  const missing = env.SMTP_URL === undefined ? 'SMTP_URL' : 'NOTIFY_TO';
  context.addIssue({
    code: 'custom',
    path: [missing],
    message: 'SMTP_URL and NOTIFY_TO go together: set both to send notifications, or neither',
  });
}

const configSchema = z.object({
  // The variables the site reads too, with the site's rules (lib/contract/shared-env.ts).
  ...sharedEnvShape,
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  // Origin used in absolute media URLs; defaults to the listening address.
  BACKEND_PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  AGENCY_NAME: z.string().min(1).max(100).default('Polanco Models'),
  // How many talents the demo seed creates (about 2/3 models); raise it to benchmark a large roster.
  SEED_TALENTS: z.coerce.number().int().min(10).max(100_000).default(60),
  // Where the backend serves its Prometheus metrics, beside the site's METRICS_PORT 9464; 0 turns them off.
  BACKEND_METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9465),
  BACKEND_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // The staff area (docs/staff.md): the first admin, created when there is no account yet, how long a
  // session lasts unused and at most, and how long what arrived is kept.
  STAFF_ADMIN_EMAIL: z.email().default(demoAdmin.email),
  STAFF_ADMIN_PASSWORD: z.string().min(12).max(200).default(demoAdmin.password),
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SUBMISSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  STAFF_TRASH_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // E-mail notifications of what arrives (docs/staff-inbox.md, "Notifications"): off unless both are set.
  SMTP_URL: smtpUrl.optional(),
  NOTIFY_TO: addressList.optional(),
  NOTIFY_FROM: z.email({ error: 'must be one e-mail address' }).optional(),
  NOTIFY_FIRST_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Backups (docs/backups.md): BACKUP_DIR turns on one every BACKUP_EVERY_HOURS (a fraction is allowed,
  // for tests), keeping the last BACKUP_KEEP; `npm run backup` writes there too when it is set.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0.0005)
    .max(24 * 365)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

/** The sender when NOTIFY_FROM is unset: `notifications@` the site's host, without its `www.`. */
export const defaultSender = (siteUrl: string) =>
  `notifications@${new URL(siteUrl).hostname.replace(/^www\./, '')}`;

/** Parses the environment into the backend configuration; throws one readable error listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.superRefine(notifyPairing).safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid backend configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    host: e.BACKEND_HOST,
    port: e.BACKEND_PORT,
    publicUrl: (e.BACKEND_PUBLIC_URL ?? `http://${e.BACKEND_HOST}:${e.BACKEND_PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl: e.SITE_URL,
    revalidateSecret: e.REVALIDATE_SECRET,
    panel: { apiToken: e.PANEL_API_TOKEN, salt: e.PANEL_SALT },
    mf: { apiKey: e.MF_API_KEY, salt: e.MF_SALT },
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    agencyName: e.AGENCY_NAME,
    seedTalents: e.SEED_TALENTS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    // The private address of `/metrics` (docs/operations.md, "Metrics"); port 0: not served.
    metrics: { port: e.BACKEND_METRICS_PORT, host: e.BACKEND_METRICS_HOST },
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT, instance: e.INSTANCE_NAME },
    // The site's address is not this machine: no published value may work (backend/lib/site-secrets.ts).
    publicSite: isPublicSite(e.SITE_URL),
    // The key of the operator's commands, replaced at start by the data folder's own
    // (backend/lib/site-secrets.ts); empty matches nothing.
    operatorKey: '',
    staff: {
      firstAdmin: { email: e.STAFF_ADMIN_EMAIL.toLowerCase(), password: e.STAFF_ADMIN_PASSWORD },
      idleMs: e.STAFF_IDLE_MINUTES * 60_000,
      maxMs: e.STAFF_SESSION_HOURS * 3_600_000,
      retentionDays: e.SUBMISSION_RETENTION_DAYS,
      trashDays: e.STAFF_TRASH_DAYS,
    },
    // E-mail notifications of what arrives (backend/notify), or null when off.
    notify:
      e.SMTP_URL && e.NOTIFY_TO
        ? {
            smtpUrl: e.SMTP_URL,
            to: e.NOTIFY_TO,
            from: { name: e.AGENCY_NAME, address: e.NOTIFY_FROM ?? defaultSender(e.SITE_URL) },
            firstRetryMs: e.NOTIFY_FIRST_RETRY_SECONDS * 1000,
          }
        : null,
    // Where and how often the backend backs up the agency's data (backend/backup); no dir: not scheduled.
    backup: {
      dir: e.BACKUP_DIR === undefined ? undefined : path.resolve(e.BACKUP_DIR),
      everyMs: Math.round(e.BACKUP_EVERY_HOURS * 3_600_000),
      keep: e.BACKUP_KEEP,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
export type NotifySettings = NonNullable<Config['notify']>;
