import { NewRecordPage } from '@/components/staff/editor-page';
import { postFormValues } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { createPost } from './actions';

export const generateMetadata = staffTitle('post.newTitle');

/** A new news post; once created, the editor opens on it to add its pictures. */
export default async function NewPostPage() {
  const { account, t } = await signedInStaff();
  return (
    <NewRecordPage t={t} account={account} kind="post">
      <PostForm save={createPost} createdPath={staffPaths.news} values={postFormValues(null)} />
    </NewRecordPage>
  );
}
