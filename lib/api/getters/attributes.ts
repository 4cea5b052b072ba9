import type { Attributes, Locale } from '../types';

export async function getAttributes(query: { locale: Locale; countryId?: number }): Promise<Attributes> {
  throw new Error(`not implemented yet: ${query.locale}`);
}
