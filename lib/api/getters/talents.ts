import 'server-only';
import type { z } from 'zod';
import { cached } from '../cache';
import { ApiError } from '../errors';
import {
  answeredProfileSchema,
  profileAnswerSchema,
  talentsAnswerSchema,
  type AnsweredProfile,
  type WireProfile,
  type WireTalent,
} from '../schemas/mf';
import { services } from '../services';
import type {
  GalleryImage,
  GalleryVideo,
  RosterCategory,
  TalentProfile,
  TalentSummary,
  TalentsPage,
} from '../types';
import { categoryIds } from '@/lib/vocabulary/categories';
import { nullOn404 } from './not-found';

/** The height range (whole cm) and colours of a roster filter; unset parts are `null`. */
export type MeasureQuery = {
  heightMin: number | null;
  heightMax: number | null;
  hair: string | null;
  eyes: string | null;
};

export type TalentsPageQuery = {
  category: RosterCategory;
  letter?: string | null;
  search?: string | null;
  measures?: MeasureQuery;
  page: number;
  perPage?: number;
};

// Talent requests use the fixed language pt: the mf service keeps its texts in it (docs/backend-contract.md).
const language = 'pt';

export function toTalentSummary(talent: WireTalent): TalentSummary {
  return {
    id: talent.id,
    name: talent.name,
    coverUrl: talent.cover,
    birthdate: talent.birthdate,
    height: talent.height,
    jeans: talent.jeans,
    shirt: talent.shirt,
    shoes: talent.shoes,
    tags: talent.tags.map(({ id, name }) => ({ id, name })),
    categoryIds: talent.categories.map(({ id }) => id),
  };
}

/** The measure filters as the talents call's body names them, leaving out what is not set. */
function measureBody(measures: MeasureQuery | undefined): Record<string, string | number> {
  const { heightMin, heightMax, hair, eyes } = measures ?? {};
  const body = { height_min: heightMin, height_max: heightMax, hair, eyes };
  const set = Object.entries(body).filter((entry): entry is [string, string | number] => entry[1] != null);
  return Object.fromEntries(set);
}

async function fetchTalentsPage(
  category: RosterCategory,
  letter: string | null,
  search: string | null,
  page: number,
  perPage: number,
  measures?: MeasureQuery,
): Promise<TalentsPage> {
  const answer = await services().mf.json(
    {
      path: '/api/talents',
      method: 'POST',
      query: { language, paginate: perPage, tags: 1, page },
      json: {
        category: categoryIds[category],
        ...(letter ? { letter } : {}),
        ...(search ? { search } : {}),
        ...measureBody(measures),
      },
    },
    talentsAnswerSchema,
  );
  const list = answer.data;
  return {
    items: list.data.map(toTalentSummary),
    letters: answer.letters,
    page: list.current_page,
    lastPage: list.last_page,
    total: list.total,
  };
}

const talentsPage = cached(
  'talents',
  'talents-page',
  (category: RosterCategory, letter: string | null, page: number, perPage: number) =>
    fetchTalentsPage(category, letter, null, page, perPage),
);

/**
 * One page of the roster (20 a page unless `perPage`), optionally only names starting with `letter` (a–z),
 * containing `search`, and within the measure filters. A name search or a measure filter is never cached:
 * every term or range a visitor picks would otherwise add an entry to the data cache on disk.
 */
export function getTalentsPage({
  category,
  letter,
  search,
  measures,
  page,
  perPage = 20,
}: TalentsPageQuery): Promise<TalentsPage> {
  const initial = letter?.toLowerCase() ?? null;
  const term = search?.trim() || null;
  const measured = Object.keys(measureBody(measures)).length > 0;
  if (term || measured) return fetchTalentsPage(category, initial, term, page, perPage, measures);
  return talentsPage(category, initial, page, perPage);
}

/** The profile call of one talent, read with `schema`, or `null` for an unknown id. Uncached. */
function fetchProfile<P extends { id: number }>(
  id: number,
  schema: z.ZodType<{ data: P }>,
): Promise<P | null> {
  if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(null);
  return nullOn404(async () => {
    const answer = await services().mf.json(
      { path: '/api/talent/profile', query: { language, id, cover2: 1, skills: 1, tags: 1 } },
      schema,
    );
    if (answer.data.id !== id)
      throw new ApiError('parse', 200, `The profile of ${id} answered talent ${answer.data.id}`);
    return answer.data;
  });
}

/**
 * The profile exactly as the mf service answered it, its media URLs untouched (the gallery download sends it
 * back), or `null` for an unknown id. Uncached.
 */
export function getWireProfile(id: number): Promise<AnsweredProfile | null> {
  return fetchProfile(id, answeredProfileSchema);
}

const images = (items: WireProfile['book']): GalleryImage[] =>
  items.flatMap((item) => (item.file ? [{ id: item.id, url: item.file }] : []));

const videos = (items: WireProfile['video']): GalleryVideo[] =>
  items.flatMap((item) =>
    item.file ? [{ id: item.id, provider: item.provider, videoId: item.file, previewUrl: item.preview }] : [],
  );

export function toTalentProfile(profile: WireProfile): TalentProfile {
  return {
    ...toTalentSummary(profile),
    about: profile.about,
    instagramUrl: profile.instagram,
    tiktokUrl: profile.tiktok,
    bust: profile.bust,
    waist: profile.waist,
    hips: profile.hips,
    eyes: profile.eyes,
    hair: profile.hair,
    cover2Url: profile.cover2,
    skills: profile.skills.map(({ id, skill }) => ({ id, name: skill })),
    galleries: {
      book: images(profile.book),
      snap: images(profile.snap),
      compo: images(profile.compo),
      video: videos(profile.video),
    },
  };
}

/** A talent's profile with its galleries (items without a file dropped), or `null` for an unknown id. */
export const getTalentProfile = cached(
  'talents',
  'talent-profile',
  async (id: number): Promise<TalentProfile | null> => {
    const profile = await fetchProfile<WireProfile>(id, profileAnswerSchema);
    return profile && toTalentProfile(profile);
  },
);
