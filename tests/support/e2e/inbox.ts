import { expect } from '@playwright/test';
import { MIN_FILL_MS } from '@/lib/forms/anti-spam';
import { operatorGet } from '../operator';
import { e2eBackendUrl, e2eEnv } from './servers';

export type StoredItem = {
  id: number;
  fields: Record<string, unknown>;
  files: { field: string; mime: string; bytes: number }[];
};

/** A backend the tests read the inbox of, as `npm run inbox` does: its address and its data folder. */
type Backend = { url: string; dataDir: string };

const e2eBackend: Backend = { url: e2eBackendUrl, dataDir: e2eEnv.DATA_DIR! };

/** What the agency's inbox holds, read over HTTP with the backend's operator key. */
export async function inbox(kind: 'contact' | 'application', backend = e2eBackend): Promise<StoredItem[]> {
  const answer = await operatorGet(
    backend.url,
    backend.dataDir,
    `/panel/api/inbox?kind=${kind}&per_page=100`,
  );
  const { data } = (await answer.json()) as { data: (StoredItem & Record<string, unknown>)[] };
  return data.map(({ id, files, ...fields }) => ({
    id,
    fields,
    files: (files as StoredItem['files'] | undefined) ?? [],
  }));
}

/** The records whose `name` field is exactly this (each test sends a unique name). */
export async function storedNamed(
  kind: 'contact' | 'application',
  name: string,
  backend?: Backend,
): Promise<StoredItem[]> {
  return (await inbox(kind, backend)).filter((item) => item.fields.name === name);
}

/** The one record named `name`, once the backend has it: fails when it never comes, or comes twice. */
export async function storedOnce(
  kind: 'contact' | 'application',
  name: string,
  { backend, timeout }: { backend?: Backend; timeout?: number } = {},
): Promise<StoredItem> {
  await expect.poll(async () => (await storedNamed(kind, name, backend)).length, { timeout }).toBe(1);
  const [record] = await storedNamed(kind, name, backend);
  return record!;
}

/**
 * The forms refuse anything filled faster than a person could: the page measures the fill time itself
 * (`performance.now()` from the form's mount to the send, components/forms/use-submission.ts) and the route
 * refuses less than MIN_FILL_MS. So a test installs Playwright's clock before the form loads and moves it on
 * by this much (`page.clock.fastForward`) instead of waiting like a person.
 */
export const HUMAN_FILL_MS = MIN_FILL_MS + 100;
