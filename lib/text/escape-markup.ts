/** Text safe inside an HTML or XML element or attribute: its five special characters as numeric references. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
