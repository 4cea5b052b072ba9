import { createClient } from '@redis/client';
import { processLogger } from '../log/site-logger';

// One Redis connection per process and URL, shared by the page cache and the forms' rate limit when
// REDIS_URL is set. Takes the URL as an argument rather than reading lib/env.ts: the page cache handler runs
// outside the app (loaded by Next's server), where `server-only` modules cannot be imported.

/** Longest a caller waits for the connection before going on without Redis (a cache miss, the memory limit). */
const READY_WAIT_MS = 2_000;

function connect(url: string) {
  const client = createClient({
    url,
    // A command sent while Redis is unreachable fails at once instead of waiting in a queue: a visitor's
    // request falls back (renders the page, counts in memory) instead of hanging until Redis returns.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: READY_WAIT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  // Without a listener, a connection error would end the process; the client reconnects on its own.
  let lastLogged = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    processLogger().error({ redis: new URL(url).host, err: error.message }, 'Redis connection failed');
  });
  const ready = client.connect().then(
    () => undefined,
    () => undefined,
  );
  return { client, ready };
}

export type SharedRedis = ReturnType<typeof connect>['client'];

const clients = new Map<string, ReturnType<typeof connect>>();

/** The process's client for `url`, connecting on first use; `null` when Redis did not answer in time. */
export async function sharedRedis(url: string): Promise<SharedRedis | null> {
  let entry = clients.get(url);
  if (!entry) {
    entry = connect(url);
    clients.set(url, entry);
  }
  if (!entry.client.isReady) {
    await Promise.race([entry.ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
  }
  return entry.client.isReady ? entry.client : null;
}

/** Drops every client of this process at once (tests). */
export function closeSharedRedis(): void {
  const open = [...clients.values()];
  clients.clear();
  for (const { client } of open) if (client.isOpen) client.destroy();
}
