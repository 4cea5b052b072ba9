import 'server-only';
import { cached } from '../cache';
import { slidesPageSchema, socialMediaSchema, type WireSlide } from '../schemas/panel';
import { services } from '../services';
import type { Slide, SlideType, SocialLinks } from '../types';

/** The agency's social links (footer). */
export const getSocialLinks = cached('social-media', 'social-media', async (): Promise<SocialLinks> => {
  const { data } = await services().panel.json({ path: '/api/social-media' }, socialMediaSchema);
  return { facebook: data.facebook.link, instagram: data.instagram.link, tiktok: data.tiktok.link };
});

export function toSlide(slide: WireSlide): Slide | null {
  const alt = slide.alt ?? '';
  if (slide.type === 'video') {
    if (!slide.video_url) return null;
    return {
      kind: 'video',
      id: slide.id,
      alt,
      videoUrl: slide.video_url,
      posterUrl: slide.poster_url,
      videoId: slide.video_id,
      position: slide.position,
    };
  }
  if (!slide.url) return null;
  return {
    kind: 'image',
    id: slide.id,
    alt,
    mobileUrl: slide.url.mobile,
    desktopUrl: slide.url.desktop,
    position: slide.position,
  };
}

/** Hero (`slides`) or reach-out background (`slidereach`) slides, in order; slides without a file dropped. */
export const getSlides = cached('slides', 'slides', async (type: SlideType): Promise<Slide[]> => {
  const page = await services().panel.json(
    { path: `/api/slides/${encodeURIComponent(type)}`, query: { paginate: 1000 } },
    slidesPageSchema,
  );
  return page.data
    .map(toSlide)
    .filter((slide): slide is Slide => slide !== null)
    .sort((a, b) => a.position - b.position);
});
