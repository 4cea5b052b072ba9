import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { dataDirOwner } from './lib/data-dir-lock';
import { backendAnswers, localBackendUrl, operatorHeaders } from './lib/local-backend';
import { makeAdmin, newAccountSchema } from './staff/accounts';

// `npm run staff:admin -- <e-mail> [name]`: makes an admin of an address, creating the account or setting
// its password (docs/staff.md). The password is read from STAFF_NEW_PASSWORD, or asked for. Asks the
// running backend over HTTP, with the operator's key from its data folder; only when none answers does it
// open the database itself.

const input = newAccountSchema.omit({ role: true });
type Admin = z.input<typeof input>;

async function viaHttp(config: Config, url: string, admin: Admin): Promise<boolean> {
  const answer = await fetch(`${url}/panel/api/operator/admin`, {
    method: 'PUT',
    headers: { ...(await operatorHeaders(config.dataDir)), 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!answer.ok)
    throw new Error(`The backend refused the account (${answer.status}): ${await answer.text()}`);
  return ((await answer.json()) as { created: boolean }).created;
}

async function viaDatabase(config: Config, admin: Admin): Promise<boolean> {
  const owner = await dataDirOwner(config.dataDir);
  if (owner !== null && !config.databaseUrl) {
    throw new Error(`Process ${owner} holds ${config.dataDir} but no backend answers; check BACKEND_PORT.`);
  }
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return (await makeAdmin(database.db, admin)).created;
  } finally {
    await database.close();
  }
}

async function askPassword(): Promise<string> {
  const from = process.env.STAFF_NEW_PASSWORD;
  if (from) return from;
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    return (await prompt.question('Password (at least 12 characters): ')).trim();
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const [email, ...name] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!email) throw new Error('Usage: npm run staff:admin -- <e-mail> [name]');
  const parsed = input.safeParse({ email, name: name.join(' ') || 'Admin', password: await askPassword() });
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const config = loadConfig();
  const url = localBackendUrl(config);
  const created = (await backendAnswers(url))
    ? await viaHttp(config, url, parsed.data)
    : await viaDatabase(config, parsed.data);
  console.log(`${parsed.data.email} is an admin (${created ? 'new account' : 'password and role set'}).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
