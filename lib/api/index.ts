import 'server-only';

// The only door to the back end. Getters return the site's own types (`./types`) and throw `ApiError` on
// failure; cached reads carry the tags and lifetimes of docs/caching.md (see `./cache`).
export { ApiError, staleVersionOf } from './errors';
export { getSocialLinks, getSlides } from './getters/content';
export { getPostsPage, getPost } from './getters/posts';
export { getTalentsPage, getTalentProfile } from './getters/talents';
export { getNeighbours, type Neighbours } from './getters/neighbours';
export { getAttributes } from './getters/attributes';
export { getRosterFacets } from './getters/roster-facets';
export { sendContact, sendApplication } from './senders';
export { downloadGallery } from './download';
export { mediaAnswer } from './media';
export type * from './types';
