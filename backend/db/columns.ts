import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row that belongs to another (a talent's picture, a post's slide): it goes when the other is deleted. */
export const partOf = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** A place an application names (a country, a city): kept while an application names it. */
export const placeOf = (name: string, place: () => AnyPgColumn) => integer(name).notNull().references(place);
