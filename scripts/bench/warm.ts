// Brings the measured pages to the steady state a visitor meets: the pages rendered and cached (ISR), and
// the optimized images a phone asks for already in the image cache (as a CDN or a warm server would have
// them). Without it the first Lighthouse run of a page times the server encoding AVIF images, not the page.
import type { BenchPage } from './pages';

// The Accept header Chromium sends for images: next/image caches one variant per negotiated format.
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
// The mobile preset is 412 px wide at a device pixel ratio of 1.75: no phone picks a candidate above 828 w.
const PHONE_MAX_WIDTH = 828;

/** The candidates of a srcset as written in HTML: each URL (entities decoded) and its width (0 if none). */
export function srcsetCandidates(srcset: string): { url: string; width: number }[] {
  return srcset
    .replaceAll('&amp;', '&')
    .split(/,\s+/)
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
      return { url, width: Number.parseInt(descriptor, 10) || 0 };
    });
}

/** The `/_next/image` candidates up to PHONE_MAX_WIDTH of every srcset in a page's HTML. */
export function phoneImageUrls(html: string, siteUrl: string): string[] {
  const urls = new Set<string>();
  for (const [, srcset = ''] of html.matchAll(/(?:srcset|imagesrcset|srcSet)="([^"]+)"/gi)) {
    for (const { url, width } of srcsetCandidates(srcset)) {
      if (url.startsWith('/_next/image') && (!width || width <= PHONE_MAX_WIDTH))
        urls.add(new URL(url, siteUrl).href);
    }
  }
  return [...urls];
}

export async function warmPages(siteUrl: string, pages: BenchPage[]): Promise<void> {
  for (const page of pages) {
    const html = await (await fetch(`${siteUrl}${page.path}`)).text();
    for (const url of phoneImageUrls(html, siteUrl)) await fetch(url, { headers: { Accept: IMAGE_ACCEPT } });
  }
}
