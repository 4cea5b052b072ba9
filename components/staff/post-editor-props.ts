import type { StaffPost } from '@/lib/api/staff-posts';
import { agencyDay } from '@/lib/contract/agency-day';

/** A post's fields as its editor's form holds them; a new one is dated the agency's today. */
export function postFormValues(post: StaffPost | null) {
  return {
    language: post?.language ?? 'es',
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    content: post?.content ?? '',
    date: post?.date ?? agencyDay(new Date()),
  };
}
