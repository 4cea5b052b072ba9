import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeleteSection } from '@/components/staff/delete-section';
import { postFormLabels, postFormValues, postLanguageOptions } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { PostSlides } from '@/components/staff/post-slides';
import { pictureTypes } from '@/components/staff/pictures-form';
import { StaffBar } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { UploadForm } from '@/components/staff/upload-form.client';
import { staffPost } from '@/lib/api/staff-posts';
import { postPictures } from '@/lib/contract/post-input';
import { signedInStaff, staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { idOf } from '@/lib/staff/subject';
import { staffUploads } from '@/lib/staff/uploads';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return { title: t('news.title') };
}

const uploadErrors = ['type', 'size', 'invalid', 'nopictures'] as const;

/** One news post: its fields and text, its cover and thumbnail, the pictures under it, and its deletion. */
export default async function PostPage({ params, searchParams }: Props) {
  const id = idOf((await params).id);
  if (id === null) notFound();
  const { account, session, t } = await signedInStaff();
  const post = await staffPost(session, id);
  if (!post) notFound();
  const done = (await searchParams).done;
  const uploadError = uploadErrors.find((code) => code === done);
  return (
    <>
      <StaffBar t={t} account={account} />
      <main id="main" className={styles.main}>
        <p>
          <a href={staffPaths.news}>{t('post.back')}</a>
        </p>
        <h1 className={styles.title}>{t('post.editTitle', { title: post.title })}</h1>
        {done === 'confirm' && (
          <p className={styles.alert} role="alert">
            {t('post.confirmNeeded')}
          </p>
        )}
        <PostForm
          action={staffPaths.api.post(id)}
          values={postFormValues(post)}
          languages={postLanguageOptions(t)}
          labels={postFormLabels(t, false)}
        />
        <section id="pictures" aria-labelledby="post-pictures" className={styles.actions}>
          <h2 id="post-pictures">{t('post.pictures')}</h2>
          {done === 'pictures' && (
            <p className={styles.notice} role="status">
              {t('post.uploaded')}
            </p>
          )}
          {uploadError && (
            <p className={styles.alert} role="alert">
              {t(`post.uploadErrors.${uploadError}`)}
            </p>
          )}
          <UploadForm
            className={styles.inline}
            action={staffPaths.api.postPicture(id)}
            limit={staffUploads.postPicture.limit}
            refused={{ size: staffUploads.postPicture.back(id, 'size') }}
          >
            <div className={styles.field}>
              <label htmlFor="post-picture">{t('post.picture')}</label>
              <select id="post-picture" name="picture" defaultValue="cover">
                {postPictures.map((which) => (
                  <option key={which} value={which}>
                    {t(`post.pictureKinds.${which}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="post-file">{t('post.file')}</label>
              <input id="post-file" name="file" type="file" accept={pictureTypes} required />
            </div>
            <button className={styles.button} type="submit">
              {t('post.upload')}
            </button>
          </UploadForm>
          {postPictures.map((which) => (
            <div key={which} className={styles.gallery}>
              <h3>{t(`post.pictureKinds.${which}`)}</h3>
              {post[which] ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={post[which]} alt={t(`post.pictureKinds.${which}`)} width={240} height={160} />
              ) : (
                <p className={styles.rowMeta}>{t('post.none')}</p>
              )}
            </div>
          ))}
        </section>
        <PostSlides t={t} post={post} done={typeof done === 'string' ? done : undefined} />
        <DeleteSection
          id="post-delete"
          action={staffPaths.api.deletePost(id)}
          title={t('post.deleteTitle')}
          hint={t('post.deleteHint')}
          confirm={t('post.deleteConfirm')}
          button={t('post.delete')}
        />
      </main>
    </>
  );
}
