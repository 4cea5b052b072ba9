/** The `keys` of `row` and nothing else: what an answer shows of a row, named where it is written. */
export const pick = <T extends object, const K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
