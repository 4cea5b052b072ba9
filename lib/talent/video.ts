export type VideoProvider = 'youtube' | 'vimeo';

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
