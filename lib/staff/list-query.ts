// What a staff list's URL asks for: its filters, a search and a page, each read leniently (a value that is
// none of the choices is no filter, not an error).

type Query = Record<string, string | string[] | undefined>;

export function listQuery(query: Query) {
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  return {
    one,
    q: one('q')?.trim().slice(0, 100) || undefined,
    page: Math.min(Math.max(Number(one('page')) || 1, 1), 100_000),
  };
}

/** The address of a list's page, with its filters (those set) and search. */
export const listHref = (path: string, filters: Record<string, string | undefined>, page: number): string => {
  const set = Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return `${path}?${new URLSearchParams([...set, ['page', String(page)]])}`;
};
