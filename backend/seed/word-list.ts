/**
 * A list of the seed's words written as prose, items apart by commas (line breaks and indents are only
 * layout), so a long list of names reads as a paragraph rather than a column of one name a line.
 */
export const wordList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
