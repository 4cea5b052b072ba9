import type { Page } from '@playwright/test';
import { sessionCookieName } from '@/lib/staff/session-cookie';
import { nameSlug } from '@/lib/talent/slug';
import { draftTalentIn } from '../staff-draft';
import { e2eBackendUrl } from './servers';

// Reads the embedded backend's raw answers (with the demo credentials) so the tests can compute what
// the pages must show from the data itself, by the product's rules, not from the site's own output.
async function token(service: 'mf' | 'panel'): Promise<string> {
  const body =
    service === 'mf'
      ? { salt: 'demo-mf-salt', api_key: 'demo-mf-api-key' }
      : { salt: 'demo-panel-salt', api_token: 'demo-panel-api-token' };
  const path = service === 'mf' ? '/mf/api/signin' : '/panel/api/login';
  const answer = await fetch(`${e2eBackendUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`sign-in ${service}: ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

export type RawTalent = {
  id: number;
  name: string;
  birthdate: string | null;
  height: string | null;
  tags: { name: string }[];
  categories: { id: number }[];
};
export type RawProfile = RawTalent & {
  about: string | null;
  bust: string | null;
  book: { file: string | null }[];
  snap: { file: string | null }[];
  compo: { file: string | null }[];
  video: { file: string | null; provider: string; preview: string | null }[];
};

export async function rawTalents(
  category: 1 | 1891,
  letter?: string,
  search?: string,
  /** More of the call's body: the measure filters (`height_min`, `hair`…). */
  more: Record<string, unknown> = {},
): Promise<{ items: RawTalent[]; letters: string[]; total: number }> {
  const answer = await fetch(`${e2eBackendUrl}/mf/api/talents?language=pt&paginate=1000&tags=1&page=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await token('mf')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ category, ...(letter ? { letter } : {}), ...(search ? { search } : {}), ...more }),
  });
  const json = (await answer.json()) as { data: { data: RawTalent[]; total: number }; letters: string[] };
  return { items: json.data.data, letters: json.letters, total: json.data.total };
}

/** What a visitor picks as favorites in the tests: the models of the roster, and the first talent. */
export async function favoriteSubjects(): Promise<{ models: RawTalent[]; talent: RawTalent }> {
  const [models, talents] = await Promise.all([rawTalents(1), rawTalents(1891)]);
  return { models: models.items, talent: talents.items[0]! };
}

/** The hair and eye colours and the height range the back end offers the roster filters of a category. */
export async function rawFacets(
  category: 1 | 1891,
): Promise<{ hair: string[]; eyes: string[]; heights: { min: number; max: number } }> {
  const answer = await fetch(
    `${e2eBackendUrl}/mf/api/talents/attributes?language=pt&hair=1&eyes=1&heights=1&category=${category}`,
    { headers: { Authorization: `Bearer ${await token('mf')}` } },
  );
  return ((await answer.json()) as { data: Awaited<ReturnType<typeof rawFacets>> }).data;
}

export async function rawProfile(id: number): Promise<RawProfile> {
  const answer = await fetch(
    `${e2eBackendUrl}/mf/api/talent/profile?language=pt&id=${id}&cover2=1&skills=1&tags=1`,
    {
      headers: { Authorization: `Bearer ${await token('mf')}` },
    },
  );
  return ((await answer.json()) as { data: RawProfile }).data;
}

/** Non-null items of a gallery, as the site counts them. */
export function count(items: { file: string | null }[]): number {
  return items.filter((item) => item.file !== null).length;
}

export type DemoProfile = { category: 'models' | 'talents'; path: string; profile: RawProfile };
let demoProfiles: Promise<DemoProfile[]> | undefined;

/**
 * Every demo profile of both rosters with its English address, read once per worker: the demo data never
 * changes during a run (the tests only add submissions).
 */
export function allProfiles(): Promise<DemoProfile[]> {
  demoProfiles ??= (async () => {
    const found: DemoProfile[] = [];
    for (const [category, id] of [
      ['models', 1],
      ['talents', 1891],
    ] as const) {
      for (const talent of (await rawTalents(id)).items) {
        const path = `/en/${category}/${talent.id}/${nameSlug(talent.name)}`;
        found.push({ category, path, profile: await rawProfile(talent.id) });
      }
    }
    return found;
  })();
  return demoProfiles;
}

/** The first of `items` for each value of `key`, in their order: one case of each variant. */
export function firstOfEach<T>(items: readonly T[], key: (item: T) => string): T[] {
  const first = new Map<string, T>();
  for (const item of items) if (!first.has(key(item))) first.set(key(item), item);
  return [...first.values()];
}

/** A draft talent made in the backend with the staff session of `page`, whose page has no script. */
export async function draftTalent(page: Page, name: string): Promise<number> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === sessionCookieName);
  if (!session) throw new Error('draftTalent: the page is not signed in');
  return draftTalentIn(e2eBackendUrl, session.value, name);
}
