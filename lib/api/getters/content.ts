import type { Slide, SlideType, SocialLinks } from '../types';

export async function getSocialLinks(): Promise<SocialLinks> {
  throw new Error('not implemented yet');
}

export async function getSlides(type: SlideType): Promise<Slide[]> {
  throw new Error(`not implemented yet: ${type}`);
}
