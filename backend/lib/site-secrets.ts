import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import {
  demoServiceSecrets,
  publishedSecretsIn,
  serviceSecretNames,
  type ServiceSecretName,
} from '../../lib/contract/published-secrets';
import { log } from './log';

// The secrets a backend makes for itself, kept in its data folder, readable by its owner only:
// - the operator's key, which the commands run on this machine (`npm run staff:admin`, `npm run inbox`)
//   read there, so that holding the machine's files, not a service token, is what lets them in;
// - on a public site, the service credentials and the revalidation secret the environment leaves unset:
//   the published demo values never work there, and `npm start` hands these to the site it starts.

export const secretsFileName = 'secrets.json';

/** The header the operator's commands send the key in (http/operator.ts checks it). */
export const operatorKeyHeader = 'x-operator-key';

const storedSchema = z
  .object({ OPERATOR_KEY: z.string().min(32) })
  .catchall(z.string().min(32))
  .partial({ OPERATOR_KEY: true });

type Stored = z.infer<typeof storedSchema>;

const fresh = () => randomBytes(32).toString('base64url');

export const secretsFile = (dataDir: string) => path.join(dataDir, secretsFileName);

async function readStored(file: string): Promise<Stored> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed = storedSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a secrets file this backend wrote; move it away.`);
  return parsed.data;
}

/** The operator's key of the backend whose data folder this is, or undefined before its first start. */
export async function readOperatorKey(dataDir: string): Promise<string | undefined> {
  return (await readStored(secretsFile(dataDir))).OPERATOR_KEY;
}

/**
 * The data folder's secrets, with those in `needed` and the operator's key made when missing. Backends
 * started together on one folder (on a shared PostgreSQL) end with the same values: the file is created
 * exclusively, so the second one reads the first one's.
 */
async function keptSecrets(file: string, needed: string[]): Promise<Stored> {
  const stored = await readStored(file);
  const merged: Stored = { ...stored, OPERATOR_KEY: stored.OPERATOR_KEY ?? fresh() };
  const made = needed.filter((name) => !merged[name]);
  for (const name of made) merged[name] = fresh();
  const text = `${JSON.stringify(merged, null, 2)}\n`;
  if (Object.keys(stored).length === 0) {
    try {
      await writeFile(file, text, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptSecrets(file, needed);
      throw error;
    }
  } else if (JSON.stringify(merged) !== JSON.stringify(stored)) {
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, text, { mode: 0o600 });
    await rename(temporary, file);
  }
  // A file copied in with wider permissions is narrowed: it opens the staff area and the services.
  await chmod(file, 0o600);
  if (made.length > 0) {
    log().info(
      { generated: made, file },
      "a public SITE_URL never uses the values printed in .env.example: generated the site's own",
    );
  }
  return merged;
}

/** The refusal of a public start whose environment gives a published value: one line, naming what to change. */
function refusal(config: Config, names: string[]): Error {
  return new Error(
    `SITE_URL ${config.siteUrl} is public, but ${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} set to ` +
      `the demo value printed in .env.example: remove ${names.length > 1 ? 'them' : 'it'} from the ` +
      `environment (the backend then generates its own, kept in DATA_DIR/${secretsFileName}) or set your own.`,
  );
}

/**
 * The configuration with this data folder's secrets in place, generating what is missing. Throws when a
 * public site is given a published value; a loopback site keeps the demo's.
 */
export async function withSiteSecrets(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): Promise<Config> {
  const given = (name: ServiceSecretName) => env[name] || undefined;
  const demoGiven = serviceSecretNames.filter((name) => given(name) === demoServiceSecrets[name]);
  if (config.publicSite && demoGiven.length > 0) throw refusal(config, demoGiven);

  const file = secretsFile(config.dataDir);
  const merged = await keptSecrets(file, publishedSecretsIn(config.siteUrl, env));

  const value = (name: ServiceSecretName, current: string) =>
    given(name) ? current : (merged[name] ?? current);
  return {
    ...config,
    operatorKey: merged.OPERATOR_KEY!,
    revalidateSecret: value('REVALIDATE_SECRET', config.revalidateSecret),
    panel: {
      apiToken: value('PANEL_API_TOKEN', config.panel.apiToken),
      salt: value('PANEL_SALT', config.panel.salt),
    },
    mf: { apiKey: value('MF_API_KEY', config.mf.apiKey), salt: value('MF_SALT', config.mf.salt) },
  };
}
