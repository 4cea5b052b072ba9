import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { mediaItems, skills, tags, talents, talentSkills, talentTags, videos } from '../db/schema';
import type { Deps } from '../http/deps';
import { shown, shownPicture } from './shown-talents';
import { talentListJson } from './talent-json';
import type { Locale } from '../../lib/locales';

export type Language = Locale;

/** The talents a staff preview shows: drafts too, none in the trash. */
export const previewable = isNull(talents.deletedAt);

/** Loads one talent with everything the profile call answers, or null; `visible` picks who may be loaded. */
export async function loadProfile(deps: Deps, id: number, language: Language, visible: SQL = shown) {
  const { db, mediaUrl } = deps;
  const [talent] = await db
    .select()
    .from(talents)
    .where(and(eq(talents.id, id), visible))
    .limit(1);
  if (!talent) return null;
  const [tagRows, skillRows, itemRows, videoRows] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name })
      .from(talentTags)
      .innerJoin(tags, eq(tags.id, talentTags.tagId))
      .where(eq(talentTags.talentId, id))
      .orderBy(asc(talentTags.position)),
    db
      .select({ id: skills.id, skill: skills[language] })
      .from(talentSkills)
      .innerJoin(skills, eq(skills.id, talentSkills.skillId))
      .where(eq(talentSkills.talentId, id))
      .orderBy(asc(skills.id)),
    db
      .select()
      .from(mediaItems)
      .where(and(eq(mediaItems.talentId, id), shownPicture))
      .orderBy(asc(mediaItems.position)),
    db.select().from(videos).where(eq(videos.talentId, id)).orderBy(asc(videos.position)),
  ]);
  const gallery = (name: string) =>
    itemRows.filter((m) => m.gallery === name).map((m) => ({ id: m.id, file: mediaUrl(m.path) }));
  return {
    ...talentListJson(deps, talent, tagRows),
    about: talent.about,
    instagram: talent.instagram,
    tiktok: talent.tiktok,
    bust: talent.bust,
    waist: talent.waist,
    hips: talent.hips,
    eyes: talent.eyes,
    hair: talent.hair,
    cover2: mediaUrl(talent.cover2Path),
    skills: skillRows,
    book: gallery('book'),
    snap: gallery('snap'),
    compo: gallery('compo'),
    video: videoRows.map((v) => ({
      id: v.id,
      provider: v.provider,
      file: v.file,
      preview: mediaUrl(v.previewPath),
    })),
  };
}
