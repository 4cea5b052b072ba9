import type { StaffTalent } from '@/lib/api/staff-talents';
import { rosterHeights } from '@/lib/contract/talent-input';
import { heightsFrom } from '@/lib/options';
import type { Option } from '@/lib/options/types';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { categories } from '@/lib/vocabulary/categories';
import { eyeColours, hairColours, tags as tagLabels } from '@/lib/vocabulary/labels';
import { heightLabel } from '@/lib/vocabulary/units';
import type { TalentFormLabels, TalentFormOptions } from './talent-form.client';
import { saveLabels } from './save-labels';

// What the editor's client parts are given from the server: their words already translated, and the choices
// of each list from the site's own vocabulary, so a talent is written with the words the site shows.

const fieldNames = [
  'category',
  'name',
  'birthdate',
  'height',
  'bust',
  'waist',
  'hips',
  'shoes',
  'jeans',
  'shirt',
  'eyes',
  'hair',
  'tags',
  'instagram',
  'tiktok',
  'about',
] as const;
const errorCodes = ['required', 'invalid', 'too_long', 'date', 'height', 'unknown', 'link', 'type'] as const;

/** The editor's words; `published`: whether the talent is on the public site, which its save says. */
export function talentFormLabels(t: StaffT, creating: boolean, published = false): TalentFormLabels {
  return {
    fields: Object.fromEntries(fieldNames.map((name) => [name, t(`talent.fields.${name}`)])),
    errors: Object.fromEntries(errorCodes.map((code) => [code, t(`talent.errors.${code}`, rosterHeights)])),
    none: t('talent.none'),
    ...saveLabels(t, 'talent', creating ? t('talent.create') : t('talent.save'), published),
  };
}

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
): TalentFormOptions {
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

/** A talent's fields as the form holds them: text for every input, the tags as the checkboxes' values. */
export function talentFormValues(talent: StaffTalent | null) {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    category: talent?.category ?? 'models',
    name: text(talent?.name),
    birthdate: text(talent?.birthdate),
    height: text(talent?.height),
    bust: text(talent?.bust),
    waist: text(talent?.waist),
    hips: text(talent?.hips),
    shoes: text(talent?.shoes),
    jeans: text(talent?.jeans),
    shirt: text(talent?.shirt),
    eyes: text(talent?.eyes),
    hair: text(talent?.hair),
    tags: (talent?.tags ?? []).map(String),
    instagram: text(talent?.instagram),
    tiktok: text(talent?.tiktok),
    about: text(talent?.about),
  };
}
