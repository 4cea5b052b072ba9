/** Escapes LIKE's wildcards, so a visitor's or a path's `%` and `_` match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
