import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { backendPath } from '../lib/backend-dir';
import { portraitSvg, type PortraitOptions } from './portraits';
import type { Random } from './prng';

const assetsDir = backendPath('seed', 'assets');

/** Where the seed's files go: a file store's writer (see files/file-store.ts, `replaceAll`). */
export type MediaSink = (key: string, bytes: Uint8Array) => Promise<void>;

/**
 * Collects the seed's files and writes them in one go. Pictures are drawn (SVG) when queued, so the PRNG
 * sequence stays deterministic, and rendered later with a few in flight at a time.
 */
export function createMediaWriter(random: Random) {
  const jobs: { key: string; bytes: () => Promise<Uint8Array> }[] = [];

  return {
    /** Queues a generated picture and returns its media path. */
    picture(relative: string, options: PortraitOptions & { format?: 'jpeg' | 'png' }): string {
      const svg = portraitSvg(random, options);
      jobs.push({
        key: relative,
        bytes: () => {
          const image = sharp(Buffer.from(svg));
          return options.format === 'png'
            ? image.png({ compressionLevel: 6 }).toBuffer()
            : image.jpeg({ quality: 76 }).toBuffer();
        },
      });
      return relative;
    },
    /** Queues a copy of a committed asset (the demo videos) and returns its media path. */
    asset(name: string, relative: string): string {
      jobs.push({ key: relative, bytes: () => readFile(path.join(assetsDir, name)) });
      return relative;
    },
    async flush(sink: MediaSink, concurrency = 4): Promise<number> {
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next];
          next += 1;
          if (job) await sink(job.key, await job.bytes());
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return jobs.length;
    },
  };
}

export type MediaWriter = ReturnType<typeof createMediaWriter>;
export const demoVideos = ['waves.mp4', 'orbs.mp4', 'spiral.mp4'] as const;
