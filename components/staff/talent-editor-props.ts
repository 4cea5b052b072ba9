import type { StaffTalent } from '@/lib/api/staff-talents';
import { rosterHeights, talentInputSchema } from '@/lib/contract/talent-input';
import { heightsFrom } from '@/lib/options';
import type { Option } from '@/lib/options/types';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { categories } from '@/lib/vocabulary/categories';
import { eyeColours, hairColours, tags as tagLabels } from '@/lib/vocabulary/labels';
import { heightLabel } from '@/lib/vocabulary/units';

// What the editor's client part is given from the server: the choices of each list from the site's own
// vocabulary, so a talent is written with the words the site shows.

const fieldNames = talentInputSchema.keyof().options;

export type TalentFormOptions = ReturnType<typeof talentFormOptions>;

const rosterHeightOptions = heightsFrom(rosterHeights.min, rosterHeights.max);

/**
 * The roster's heights; a talent's stored height off that list (a 49 cm from before it) is kept as a choice,
 * so the editor shows what is stored and its save asks for a height of the list, never changes it unseen.
 */
function heightChoices(height: string | null | undefined): readonly Option[] {
  if (!height || rosterHeightOptions.some((option) => option.value === height)) return rosterHeightOptions;
  const cm = Number(height.split('/')[0]);
  return [{ value: height, label: Number.isInteger(cm) ? heightLabel(cm) : height }, ...rosterHeightOptions];
}

/** The lists' choices: values as the backend stores them (colours and tags in English), labels as shown. */
export function talentFormOptions(
  t: StaffT,
  locale: StaffLocale,
  tagChoices: { id: number; name: string }[],
  height?: string | null,
) {
  const colour = (table: typeof eyeColours) =>
    table.map((entry) => ({ value: entry.en, label: entry[locale] }));
  return {
    categories: categories.map((category) => ({
      value: category,
      label: t(`talents.categories.${category}`),
    })),
    heights: heightChoices(height),
    eyes: colour(eyeColours),
    hair: colour(hairColours),
    tags: tagChoices.map((tag) => ({
      value: String(tag.id),
      label: tagLabels.find((label) => label.en === tag.name)?.[locale] ?? tag.name,
    })),
  };
}

/** The fields an input holds as text, empty for none. */
type TextField = Exclude<(typeof fieldNames)[number], 'category' | 'tags'>;

/** A talent's fields as the form holds them: text for every input, the tags as the checkboxes' values. */
export function talentFormValues(talent: StaffTalent | null) {
  const text = fieldNames.map((name) => [name, talent?.[name] ?? '']);
  return {
    ...(Object.fromEntries(text) as Record<TextField, string>),
    category: talent?.category ?? 'models',
    tags: (talent?.tags ?? []).map(String),
  };
}
