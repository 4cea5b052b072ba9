// The last step of `npm run build`: the compressed forms of Next's static assets (.next/static), which the
// front sends as they are (server/precompress.mjs, server/static-assets.ts).
import path from 'node:path';
import { precompressFolder } from '../server/precompress.mjs';

const started = performance.now();
const { files, bytes, brBytes, gzipBytes } = await precompressFolder(path.resolve('.next/static'));
const kB = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `Static assets compressed: ${files} files, ${kB(bytes)} → ${kB(brBytes)} Brotli, ${kB(gzipBytes)} gzip` +
    ` (${Math.round(performance.now() - started)} ms)`,
);
