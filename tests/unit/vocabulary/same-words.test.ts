import { describe, expect, it } from 'vitest';
import { seededEyeColours, seededHairColours } from '@/backend/seed/measures';
import { tagNames } from '@/backend/seed/talents';
import { locales } from '@/lib/i18n/pathnames';
import { heightOptions } from '@/lib/options';
import { colourOptions, heightRange } from '@/lib/talent/filter-options';
import { formatCmWithInches } from '@/lib/talent/measures';
import { localizeValue } from '@/lib/talent/value-labels';
import { eyeColours, hairColours, skills, tags } from '@/lib/vocabulary/labels';

// The roster's filters, the profile and the application show the talent data in the visitor's language:
// per language, each must say the same word for the same value, the word of lib/vocabulary/labels.ts, and
// the back end's demo data must only hold values the vocabulary knows.

describe.each(locales)('the same words in %s', (locale) => {
  it('for hair and eye colours: the filters’ options, the profile and the table', () => {
    for (const [kind, table] of [
      ['hair', hairColours],
      ['eyes', eyeColours],
    ] as const) {
      const stored = table.map((labels) => labels.en);
      const filter = colourOptions(kind, stored, null, locale).options;
      for (const labels of table) {
        const inFilter = filter.find((option) => option.value === labels.en)?.label;
        const onProfile = localizeValue(kind, labels.en, locale);
        expect([inFilter, onProfile], `${kind} ${labels.en}`).toEqual([labels[locale], labels[locale]]);
      }
    }
  });

  it('for skills: the back end’s names (the application) and the profile’s, read in any language', () => {
    for (const row of skills) {
      // The application lists the back end's names in its own language; a profile's arrive in Portuguese.
      expect(localizeValue('skill', row[locale], locale)).toBe(row[locale]);
      expect(localizeValue('skill', row.pt, locale)).toBe(row[locale]);
    }
  });

  it('for tags: the back end’s English names, shown on cards and profiles', () => {
    expect(tagNames).toEqual(tags.map((tag) => tag.en));
    for (const tag of tags) expect(localizeValue('tag', tag.en, locale)).toBe(tag[locale]);
  });
});

describe('heights, in every list and page', () => {
  it('read the same in the filters, the application and the profile', () => {
    for (const cm of [150, 175, 178, 192]) {
      const inFilter = heightRange({ min: cm, max: cm }, [null, null])[0]?.label;
      const stored = heightOptions.find((option) => option.value.startsWith(`${cm}/`));
      const onProfile = formatCmWithInches(stored?.value, 'height');
      expect([inFilter, stored?.label], `${cm} cm`).toEqual([onProfile, onProfile]);
    }
  });
});

describe('the demo data', () => {
  it('draws only colours the vocabulary knows', () => {
    const english = (table: readonly { en: string }[]) => table.map((labels) => labels.en);
    expect(english(eyeColours)).toEqual(expect.arrayContaining(seededEyeColours));
    expect(english(hairColours)).toEqual(expect.arrayContaining(seededHairColours));
  });
});
