/** The suffix of each compressed form written beside an asset, by its encoding. */
export const encodedSuffixes: { readonly br: '.br'; readonly gzip: '.gz' };
/** Whether a file of this name and size is compressed: a compressible type, 1 KB or more. */
export function worthCompressing(file: string, size: number): boolean;
/** Writes `x.br` and `x.gz` beside every asset worth compressing under `folder`. */
export function precompressFolder(
  folder: string,
): Promise<{ files: number; bytes: number; brBytes: number; gzipBytes: number }>;
