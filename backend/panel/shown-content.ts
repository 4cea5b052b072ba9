import { and, eq, isNull } from 'drizzle-orm';
import { postSlides, posts, slides } from '../db/schema';

// What the panel's public reads answer: no draft or unpublished post or slide, nothing in the trash
// (docs/staff.md, "Drafts, preview and the trash"). The mf service's own rule is in mf/shown-talents.ts.

export const shownPost = and(eq(posts.hidden, false), isNull(posts.deletedAt))!;
export const shownSlide = and(eq(slides.hidden, false), isNull(slides.deletedAt))!;
export const shownPostSlide = isNull(postSlides.deletedAt);
