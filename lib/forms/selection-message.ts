/** One chosen talent as the agency reads it. */
export type SelectedTalent = { name: string; url: string };

/** The contact message's bound in the back-end contract. */
export const MAX_MESSAGE = 5000;

/**
 * The contact message the agency receives for a selection: each talent's name and absolute profile URL,
 * then the visitor's note. Written in Spanish whatever the visitor's language, because the agency reads it
 * (the language the visitor used travels with the contact message itself).
 */
export function composeSelectionMessage(talents: readonly SelectedTalent[], note: string): string {
  const lines = [
    `Solicitud de selección desde el sitio web: ${talents.length} ${talents.length === 1 ? 'talento' : 'talentos'}.`,
    '',
    ...talents.map((talent, index) => `${index + 1}. ${talent.name} – ${talent.url}`),
    '',
    note.trim() ? `Mensaje del visitante:\n${note.trim()}` : 'El visitante no dejó mensaje.',
  ];
  return lines.join('\n');
}
