import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { backendPath } from '../lib/backend-dir';
import { portraitSvg, type PortraitOptions } from './portraits';
import type { Random } from './prng';

const assetsDir = backendPath('seed', 'assets');

/**
 * Collects the seed's files and writes them in one go. Pictures are drawn (SVG) when queued, so the PRNG
 * sequence stays deterministic, and rendered later with a few in flight at a time.
 */
export function createMediaWriter(root: string, random: Random) {
  const jobs: (() => Promise<void>)[] = [];
  const dirs = new Set<string>();
  const target = (relative: string) => {
    const file = path.join(root, relative);
    dirs.add(path.dirname(file));
    return file;
  };

  return {
    /** Queues a generated picture and returns its media path. */
    picture(relative: string, options: PortraitOptions & { format?: 'jpeg' | 'png' }): string {
      const svg = portraitSvg(random, options);
      const file = target(relative);
      jobs.push(async () => {
        const image = sharp(Buffer.from(svg));
        const bytes =
          options.format === 'png'
            ? await image.png({ compressionLevel: 6 }).toBuffer()
            : await image.jpeg({ quality: 76 }).toBuffer();
        await writeFile(file, bytes);
      });
      return relative;
    },
    /** Queues a copy of a committed asset (the demo videos) and returns its media path. */
    asset(name: string, relative: string): string {
      const file = target(relative);
      jobs.push(() => copyFile(path.join(assetsDir, name), file));
      return relative;
    },
    async flush(concurrency = 4): Promise<number> {
      await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next];
          next += 1;
          await job?.();
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return jobs.length;
    },
  };
}

export type MediaWriter = ReturnType<typeof createMediaWriter>;
export const demoVideos = ['waves.mp4', 'orbs.mp4', 'spiral.mp4'] as const;
