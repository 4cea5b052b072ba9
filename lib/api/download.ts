import type { GalleryName } from './types';

export async function downloadGallery(request: { talentId: number; gallery: GalleryName }): Promise<Response> {
  throw new Error(`not implemented yet: ${request.talentId}`);
}
