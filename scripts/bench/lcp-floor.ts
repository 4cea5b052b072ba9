// The largest paint's floor: a bare Next.js page whose largest paint is the very image the home preloads for
// a phone (docs/performance.md, "The framework's floor").
import { startBareNext } from './bare-next';
import { SITE_PORT } from './servers';
import { timingSummary, type Timing, type TimingSummary } from './median';
import { IMAGE_ACCEPT, srcsetCandidates } from './warm';

// Lighthouse's mobile preset: 412 CSS px wide at a device pixel ratio of 1.75.
const PHONE = { width: 412, dpr: 1.75 };
const EXTENSIONS: Record<string, string> = {
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The floor's medians under simulated throttling, and under applied throttling. */
export type LcpFloor = TimingSummary & { heroBytes: number; heroType: string; applied: TimingSummary };

/**
 * The candidate a phone picks from the first image preloaded in `html` (the home's hero): the narrowest
 * whose width covers the phone's screen in device pixels, else the widest. Undefined when nothing is preloaded.
 */
export function phoneHeroUrl(html: string, siteUrl: string, phone = PHONE): string | undefined {
  const link = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/i.exec(html)?.[0];
  const srcset = link && /\bimagesrcset="([^"]+)"/i.exec(link)?.[1];
  const href = link && /\bhref="([^"]+)"/i.exec(link)?.[1];
  if (!srcset) return href ? new URL(href.replaceAll('&amp;', '&'), siteUrl).href : undefined;
  const candidates = srcsetCandidates(srcset).sort((a, b) => a.width - b.width);
  const needed = phone.width * phone.dpr;
  const chosen = candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1);
  return chosen && new URL(chosen.url, siteUrl).href;
}

/** The bare hero page, served: its address, the hero it shows, and how to stop it. */
export type FloorServer = { url: string; heroBytes: number; heroType: string; stop: () => void };

/** Serves a bare Next.js page showing the hero the home preloads for a phone, beside the site's port. */
export async function startLcpFloor(siteUrl: string): Promise<FloorServer> {
  const html = await (await fetch(`${siteUrl}/`)).text();
  const heroUrl = phoneHeroUrl(html, siteUrl);
  if (!heroUrl) throw new Error('The home preloads no image: no hero to build the floor page with');
  const answer = await fetch(heroUrl, { headers: { Accept: IMAGE_ACCEPT } });
  const type = answer.headers.get('content-type')?.split(';')[0] ?? '';
  const extension = EXTENSIONS[type];
  if (!answer.ok || !extension) throw new Error(`The home's hero answered ${answer.status} ${type}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  const bare = await startBareNext(SITE_PORT + 6, { hero: { bytes, extension } });
  return { url: bare.url, heroBytes: bytes.length, heroType: type, stop: bare.stop };
}

/** The floor's summary from its runs: the medians of each throttling's timings. */
export function lcpFloorOf(
  server: Pick<FloorServer, 'heroBytes' | 'heroType'>,
  runs: (Timing & { applied: Timing })[],
): LcpFloor {
  return {
    ...timingSummary(runs),
    heroBytes: server.heroBytes,
    heroType: server.heroType,
    applied: timingSummary(runs.map((run) => run.applied)),
  };
}

/**
 * The order of the Lighthouse stage's runs: in each round the floor, then every page once. A page and the
 * floor are then measured minutes apart at most, on a machine in the same state, rather than all the pages
 * first and the floor at the end (docs/performance.md, "The framework's floor").
 */
export function lighthouseRounds<Page>(pages: readonly Page[], rounds: number): ('floor' | Page)[] {
  return Array.from({ length: rounds }, () => ['floor' as const, ...pages]).flat();
}
