import type { talents } from '../db/schema';
import type { Deps } from '../http/deps';

type TalentRow = typeof talents.$inferSelect;

/** The list fields of a Talent, shared by the list and the profile. */
export function talentListJson(deps: Deps, t: TalentRow, tagList: { id: number; name: string }[]) {
  return {
    id: t.id,
    name: t.name,
    cover: deps.mediaUrl(t.coverPath),
    birthdate: t.birthdate,
    height: t.height,
    jeans: t.jeans,
    shirt: t.shirt,
    shoes: t.shoes,
    tags: tagList,
    categories: [{ id: t.categoryId }],
  };
}
