import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { fileStores } from './files/stores';
import { dataDirOwner } from './lib/data-dir-lock';
import { backendAnswers, localBackendUrl, operatorHeaders } from './lib/local-backend';
import { formatInbox, type InboxItem } from './inbox-print';
import type { InboxKind } from '../lib/contract/inbox';
import { inboxPage } from './operator/inbox-page';

// `npm run inbox [-- --json]`: what the agency received. Asks the running backend over HTTP (with the
// operator's key from its data folder); only when no backend answers does it open the database itself (PGlite allows one process).
type Page = { data: InboxItem[]; last_page: number };

async function viaHttp(config: Config, url: string, kind: InboxKind): Promise<InboxItem[]> {
  const headers = await operatorHeaders(config.dataDir);
  const items: InboxItem[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/panel/api/inbox?kind=${kind}&page=${page}&per_page=100`, {
      headers,
    });
    if (!response.ok) throw new Error(`The inbox call failed (${response.status}).`);
    const body = (await response.json()) as Page;
    items.push(...body.data);
    if (page >= body.last_page) return items;
  }
}

async function viaDatabase(config: Config, kind: InboxKind, database: Database): Promise<InboxItem[]> {
  const items: InboxItem[] = [];
  const { uploads } = fileStores(database, config.dataDir);
  const fileUrl = (id: number) => `${config.publicUrl}/panel/api/inbox/files/${id}`;
  for (let page = 1; ; page += 1) {
    const body = await inboxPage(database.db, { kind, page, perPage: 100, uploads, fileUrl });
    items.push(...(body.data as InboxItem[]));
    if (page >= body.last_page) return items;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const url = localBackendUrl(config);
  let contacts: InboxItem[];
  let applications: InboxItem[];
  let source: string;
  if (await backendAnswers(url)) {
    [contacts, applications] = [
      await viaHttp(config, url, 'contact'),
      await viaHttp(config, url, 'application'),
    ];
    source = `the backend at ${url}`;
  } else {
    const owner = await dataDirOwner(config.dataDir);
    if (owner !== null && !config.databaseUrl) {
      throw new Error(
        `Process ${owner} holds ${config.dataDir} but no backend answers at ${url}; check BACKEND_PORT.`,
      );
    }
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      [contacts, applications] = [
        await viaDatabase(config, 'contact', database),
        await viaDatabase(config, 'application', database),
      ];
    } finally {
      await database.close();
    }
    source = config.databaseUrl ? 'PostgreSQL' : `the data in ${config.dataDir}`;
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ contacts, applications }, null, 2));
    return;
  }
  console.log(`Inbox from ${source}\n`);
  console.log(formatInbox(contacts, applications));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
