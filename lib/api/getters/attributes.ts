import 'server-only';
import { orderCountries } from '@/lib/options/country-order';
import { cached } from '../cache';
import { attributesAnswerSchema } from '../schemas/mf';
import { services } from '../services';
import type { Attributes, Locale } from '../types';

/** Mexico: the cities listed when no country is chosen yet (`cities=1`, docs/backend-contract.md). */
export const defaultCountryId = 1;

const attributes = cached(
  'attributes',
  'attributes',
  async (locale: Locale, countryId: number): Promise<Attributes> => {
    const { data } = await services().mf.json(
      {
        path: '/api/talents/attributes',
        query: { language: locale, countries: 1, cities: countryId, skills: 1 },
      },
      attributesAnswerSchema,
    );
    const options = (list: { id: number; value: string }[] = []) =>
      list.map(({ id, value }) => ({ id, name: value }));
    return {
      countries: orderCountries(options(data.countries), locale, defaultCountryId),
      cities: options(data.cities),
      skills: (data.skills ?? []).map(({ id, skill }) => ({ id, name: skill })),
    };
  },
);

/** Countries, the cities of `countryId` (Mexico by default) and skills, named in `locale`. */
export function getAttributes({
  locale,
  countryId = defaultCountryId,
}: {
  locale: Locale;
  countryId?: number;
}): Promise<Attributes> {
  return attributes(locale, countryId);
}
