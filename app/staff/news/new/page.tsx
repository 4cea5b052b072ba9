import type { Metadata } from 'next';
import { postFormLabels, postFormValues, postLanguageOptions } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { StaffBar } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { signedInStaff, staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return { title: t('post.newTitle') };
}

/** A new news post; once created, the editor opens on it to add its pictures. */
export default async function NewPostPage() {
  const { account, t } = await signedInStaff();
  return (
    <>
      <StaffBar t={t} account={account} />
      <main id="main" className={styles.main}>
        <p>
          <a href={staffPaths.news}>{t('post.back')}</a>
        </p>
        <h1 className={styles.title}>{t('post.newTitle')}</h1>
        <PostForm
          action={staffPaths.api.posts}
          createdPath={staffPaths.news}
          values={postFormValues(null)}
          languages={postLanguageOptions(t)}
          labels={postFormLabels(t, true)}
        />
      </main>
    </>
  );
}
