import { setRequestLocale } from 'next-intl/server';
import { PostView } from '@/components/news/post-view';
import { PublicPreview } from '@/components/staff/public-preview';
import { postPreview } from '@/lib/api/staff-drafts';
import { staffPost } from '@/lib/api/staff-posts';
import { staffEditor, staffTitle, type EditorProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

export const generateMetadata = staffTitle('drafts.preview');

/**
 * A news post, draft or not, as its public page will show it, in its own language, for the staff only:
 * under /staff, so no-store and noindex (lib/staff/gate.ts), and never read from the site's caches.
 */
export default async function PostPreviewPage(props: EditorProps) {
  const { account, t, id, item } = await staffEditor(props, async (session, id) => {
    const edited = await staffPost(session, id);
    const post = edited && (await postPreview(session, id, edited.language));
    return post && edited && { post, edited };
  });
  setRequestLocale(item.edited.language);
  return (
    <PublicPreview t={t} account={account} hidden={item.edited.hidden} editor={staffPaths.post(id)}>
      <PostView post={item.post} />
    </PublicPreview>
  );
}
