// A talent's video as the platform names it (a provider and its id), the players and watch pages made from
// it, and the links staff paste in the staff area read back into it. Shared by the site and the embedded
// backend, which stores what the staff area sends and names the watch pages in a gallery's zip.

export const videoProviders = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof videoProviders)[number];

export interface VideoRef {
  provider: VideoProvider;
  /** YouTube id, or Vimeo `id` or `id/hash` for an unlisted video. */
  file: string;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_FILE = /^(\d{1,12})(?:\/([\da-f]{4,40}))?$/i;

/** Splits a Vimeo `id/hash` value; null when it is not one. */
export function parseVimeo(file: string): { id: string; hash: string | null } | null {
  const match = VIMEO_FILE.exec(file.trim());
  if (!match?.[1]) return null;
  return { id: match[1], hash: match[2] ?? null };
}

/**
 * URL of the embedded player, started on load (it is only created after a click). Null for an id that
 * does not look like one, so nothing odd is ever put into an iframe address.
 */
export function playerUrl(video: VideoRef): string | null {
  if (video.provider === 'youtube') {
    const id = video.file.trim();
    if (!YOUTUBE_ID.test(id)) return null;
    return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`;
  }
  const vimeo = parseVimeo(video.file);
  if (!vimeo) return null;
  const hash = vimeo.hash ? `h=${vimeo.hash}&` : '';
  return `https://player.vimeo.com/video/${vimeo.id}?${hash}autoplay=1&dnt=1`;
}

/** Public watch page of a video (used for links and structured data). */
export function watchUrl(video: VideoRef): string | null {
  if (video.provider === 'youtube') {
    const id = video.file.trim();
    return YOUTUBE_ID.test(id) ? `https://www.youtube.com/watch?v=${id}` : null;
  }
  const vimeo = parseVimeo(video.file);
  if (!vimeo) return null;
  return vimeo.hash ? `https://vimeo.com/${vimeo.id}/${vimeo.hash}` : `https://vimeo.com/${vimeo.id}`;
}

const youtubeHosts = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const vimeoHosts = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

/**
 * The video a pasted link names: a YouTube watch, short, embed or youtu.be link, or a Vimeo page or player
 * link (with the hash of an unlisted video). Null for anything else, https only.
 */
export function videoFromLink(link: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let found: VideoRef | null = null;
  if (url.hostname === 'youtu.be' && parts.length === 1) found = { provider: 'youtube', file: parts[0]! };
  else if (youtubeHosts.includes(url.hostname)) {
    const id =
      parts[0] === 'watch' || url.pathname === '/watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live'].includes(parts[0] ?? '') && parts.length === 2
          ? parts[1]
          : null;
    if (id) found = { provider: 'youtube', file: id };
  } else if (vimeoHosts.includes(url.hostname)) {
    const [first, second] =
      url.hostname === 'player.vimeo.com' && parts[0] === 'video' ? parts.slice(1) : parts;
    const hash = second ?? url.searchParams.get('h');
    if (first) found = { provider: 'vimeo', file: hash ? `${first}/${hash}` : first };
  }
  return found && playerUrl(found) ? found : null;
}
