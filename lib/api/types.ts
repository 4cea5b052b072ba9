// The site's own shapes of what the back end serves. Components and routes use these, never the wire format
// (which lives in `lib/api/schemas/`): camelCase, media items without a file already dropped, dates as ISO
// strings (serialisable into client components and the data cache). Measures stay the raw strings the
// back end sends (`"178/5'10\""`, `"38x7"`); display rules belong to `lib/talent`.

import type { Locale } from '@/lib/locales';

export type { Locale };
export type RosterCategory = 'models' | 'talents';
export type SlideType = 'slides' | 'slidereach';
export type GalleryName = 'book' | 'snap' | 'video' | 'compo';

/** One page of a paginated list; `page` starts at 1. */
export type Page<T> = { items: T[]; page: number; lastPage: number; total: number };

export type SocialLinks = { facebook: string; instagram: string; tiktok: string };

export type ImageSlide = {
  kind: 'image';
  id: number;
  alt: string;
  /** Below 650 px wide. */
  mobileUrl: string;
  desktopUrl: string;
  position: number;
};
export type VideoSlide = {
  kind: 'video';
  id: number;
  alt: string;
  /** An mp4 played muted, looped and autoplayed (unless reduced motion). */
  videoUrl: string;
  /** The still shown before it plays, as the back end serves it: pages show it through posterImageUrl. */
  posterUrl: string | null;
  /** The provider's id of the same video, when the panel has one. */
  videoId: string | null;
  position: number;
};
export type Slide = ImageSlide | VideoSlide;

/** A post's cover as its file is: an image with its thumbnail (itself when it has none), or a video. */
export type PostCover = { kind: 'image'; url: string; thumbnailUrl: string } | { kind: 'video'; url: string };

export type PostSummary = {
  id: number;
  type: string;
  slug: string;
  title: string;
  description: string;
  cover: PostCover | null;
  createdAt: string;
  /** HTML written in the panel: NOT sanitized here; sanitize before rendering (list cards show its text). */
  contentHtml: string;
};
export type Post = PostSummary & {
  slides: { id: number; url: string }[];
  /** The post's slug in each locale it exists in, its own included. */
  slugs: Partial<Record<Locale, string>>;
};

export type Tag = { id: number; name: string };
export type Skill = { id: number; name: string };

export type TalentSummary = {
  id: number;
  name: string;
  coverUrl: string | null;
  /** `YYYY-MM-DD`. */
  birthdate: string | null;
  height: string | null;
  jeans: string | null;
  shirt: string | null;
  shoes: string | null;
  tags: Tag[];
  categoryIds: number[];
};
export type TalentsPage = Page<TalentSummary> & { letters: string[] };

/** The values the roster filters offer for one category: colours as the back end stores them, heights in cm. */
export type RosterFacets = { hair: string[]; eyes: string[]; heights: { min: number; max: number } | null };

export type GalleryImage = { id: number; url: string };
export type GalleryVideo = {
  id: number;
  provider: 'youtube' | 'vimeo';
  /** The provider's id: `dQw4w9WgXcQ` (YouTube) or `76979871/abc123` (Vimeo id / privacy hash). */
  videoId: string;
  previewUrl: string | null;
};
export type Galleries = {
  book: GalleryImage[];
  snap: GalleryImage[];
  compo: GalleryImage[];
  video: GalleryVideo[];
};

export type TalentProfile = TalentSummary & {
  about: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  eyes: string | null;
  hair: string | null;
  cover2Url: string | null;
  skills: Skill[];
  galleries: Galleries;
};

export type Option = { id: number; name: string };
export type Attributes = { countries: Option[]; cities: Option[]; skills: Skill[] };

export type ContactFields = { name: string; email: string; phone: string; message: string };
export type SendOptions = { locale: Locale; idempotencyKey: string };
/** The back end's receipt of a stored submission (the same one again when an idempotency key is replayed). */
export type Receipt = { id: number; createdAt: string };
