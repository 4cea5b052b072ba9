const MAX_SHOWN = 5;

/** What the skills selector shows: at most five chosen names, then an ellipsis when there are more. */
export function visibleSkills(names: readonly string[], max = MAX_SHOWN): { shown: string[]; more: boolean } {
  return { shown: names.slice(0, max), more: names.length > max };
}

/** The same as one line of text: `Acting, Dance, …`. */
export function skillsSummary(names: readonly string[], max = MAX_SHOWN): string {
  const { shown, more } = visibleSkills(names, max);
  return more ? `${shown.join(', ')}, …` : shown.join(', ');
}
