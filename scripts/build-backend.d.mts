/**
 * Writes `${outdir}/backend.mjs` (default: dist), and one `${outdir}/<name>.mjs` for each further entry
 * (`{ name: source }`, the source relative to the project); outdir must be inside the project.
 */
export function buildBackend(outdir?: string, entries?: Record<string, string>): Promise<void>;
