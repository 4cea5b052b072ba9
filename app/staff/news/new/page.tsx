import { postFormValues } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { StaffPage } from '@/components/staff/staff-page';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { createPost } from './actions';

export const generateMetadata = staffTitle('post.newTitle');

/** A new news post; once created, the editor opens on it to add its pictures. */
export default async function NewPostPage() {
  const { account, t } = await signedInStaff();
  return (
    <StaffPage
      t={t}
      account={account}
      title={t('post.newTitle')}
      back={{ href: staffPaths.news, label: t('post.back') }}
    >
      <PostForm save={createPost} createdPath={staffPaths.news} values={postFormValues(null)} />
    </StaffPage>
  );
}
