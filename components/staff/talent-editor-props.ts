import type { StaffTalent } from '@/lib/api/staff-talents';
import { heightOptions } from '@/lib/options';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { categories } from '@/lib/vocabulary/categories';
import { eyeColours, hairColours, tags as tagLabels } from '@/lib/vocabulary/labels';
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

export function talentFormLabels(t: StaffT, creating: boolean): TalentFormLabels {
  return {
    fields: Object.fromEntries(fieldNames.map((name) => [name, t(`talent.fields.${name}`)])),
    errors: Object.fromEntries(errorCodes.map((code) => [code, t(`talent.errors.${code}`)])),
    none: t('talent.none'),
    ...saveLabels(t, 'talent', creating ? t('talent.create') : t('talent.save')),
  };
}

/** The lists' choices: values as the backend stores them (colours and tags in English), labels as shown. */
export function talentFormOptions(
  t: StaffT,
  locale: StaffLocale,
  tagChoices: { id: number; name: string }[],
): TalentFormOptions {
  const colour = (table: typeof eyeColours) =>
    table.map((entry) => ({ value: entry.en, label: entry[locale] }));
  return {
    categories: categories.map((category) => ({
      value: category,
      label: t(`talents.categories.${category}`),
    })),
    heights: heightOptions,
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
