/** The room a file belongs to. */
export function roomOf(file: string): string;
/** Every pair of rooms of the tree at `root` that import each other, one sentence each. */
export function roomProblems(root: string): string[];
