/** Everything `npm run build` reads, relative to the project. */
export const buildInputs: readonly string[];
/** What the build writes and `npm start` runs. */
export const buildOutputs: readonly string[];
/** Newest modification time of the files below the given paths (0 when none exists). */
export function newestMtime(paths: readonly string[], root?: string): number;
/** True when every build output exists and is at least as new as every input. */
export function buildIsCurrent(root?: string): boolean;
