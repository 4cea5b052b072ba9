import { notFound } from 'next/navigation';
import { DeleteSection } from '@/components/staff/delete-section';
import { postFormLabels, postFormValues, postLanguageOptions } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { PostSlides } from '@/components/staff/post-slides';
import { pictureTypes } from '@/components/staff/pictures-form';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { UploadForm } from '@/components/staff/upload-form.client';
import { staffPost } from '@/lib/api/staff-posts';
import { postPictures } from '@/lib/contract/post-input';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { idOf } from '@/lib/staff/subject';
import { staffUploads } from '@/lib/staff/uploads';
import { InputField, SelectField } from '@/components/staff/fields';
import { Outcome } from '@/components/staff/outcome';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = staffTitle('news.title');

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
    <StaffPage
      t={t}
      account={account}
      title={t('post.editTitle', { title: post.title })}
      back={{ href: staffPaths.news, label: t('post.back') }}
    >
      <Outcome alert={done === 'confirm' && t('post.confirmNeeded')} />
      <PostForm
        action={staffPaths.api.post(id)}
        values={postFormValues(post)}
        languages={postLanguageOptions(t)}
        labels={postFormLabels(t, false)}
      />
      <section id="pictures" aria-labelledby="post-pictures" className={styles.actions}>
        <h2 id="post-pictures">{t('post.pictures')}</h2>
        <Outcome
          notice={done === 'pictures' && t('post.uploaded')}
          alert={uploadError && t(`post.uploadErrors.${uploadError}`)}
        />
        <UploadForm
          className={styles.inline}
          action={staffPaths.api.postPicture(id)}
          limit={staffUploads.postPicture.limit}
          refused={{ size: staffUploads.postPicture.back(id, 'size') }}
        >
          <SelectField
            id="post-picture"
            name="picture"
            label={t('post.picture')}
            values={postPictures}
            words={(which) => t(`post.pictureKinds.${which}`)}
            defaultValue="cover"
          />
          <InputField
            id="post-file"
            label={t('post.file')}
            name="file"
            type="file"
            accept={pictureTypes}
            required
          />
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
    </StaffPage>
  );
}
