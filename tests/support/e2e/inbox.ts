import { MIN_FILL_MS } from '@/lib/forms/anti-spam';
import { e2eBackendUrl } from './servers';
import { panelToken } from '../panel-token';

export type StoredItem = {
  id: number;
  fields: Record<string, unknown>;
  files: { field: string; mime: string; bytes: number }[];
};

/** How many submissions of a kind the inbox holds. */
export async function inboxTotal(
  kind: 'contact' | 'application',
  backendUrl = e2eBackendUrl,
): Promise<number> {
  const token = await panelToken(backendUrl);
  const answer = await fetch(`${backendUrl}/panel/api/inbox?kind=${kind}&per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { total: number }).total;
}

/** What the agency's inbox holds, read over HTTP from a backend with the demo panel credentials. */
export async function inbox(
  kind: 'contact' | 'application',
  backendUrl = e2eBackendUrl,
): Promise<StoredItem[]> {
  const token = await panelToken(backendUrl);
  const answer = await fetch(`${backendUrl}/panel/api/inbox?kind=${kind}&per_page=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
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
  backendUrl?: string,
): Promise<StoredItem[]> {
  return (await inbox(kind, backendUrl)).filter((item) => item.fields.name === name);
}

/**
 * The forms refuse anything filled faster than a person could: the page measures the fill time itself
 * (`performance.now()` from the form's mount to the send, components/forms/use-submission.ts) and the route
 * refuses less than MIN_FILL_MS. So a test installs Playwright's clock before the form loads and moves it on
 * by this much (`page.clock.fastForward`) instead of waiting like a person.
 */
export const HUMAN_FILL_MS = MIN_FILL_MS + 100;
