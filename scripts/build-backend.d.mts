/** Writes `${outdir}/backend.mjs` (default: dist); outdir must be inside the project. */
export function buildBackend(outdir?: string): Promise<void>;
