import { EditorPage } from '@/components/staff/editor-page';
import { postFormLabels, postFormValues, postLanguageOptions } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { PostSlides } from '@/components/staff/post-slides';
import { pictureTypes } from '@/components/staff/pictures-form';
import styles from '@/components/staff/staff.module.css';
import { UploadForm } from '@/components/staff/upload-form.client';
import { uploadLabels } from '@/components/staff/upload-labels';
import { staffPost } from '@/lib/api/staff-posts';
import { postPictures } from '@/lib/contract/post-input';
import { limitWords } from '@/lib/contract/upload-limits';
import { staffEditor, staffTitle, trashWords, type EditorProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { picturesRefusal, staffUploads } from '@/lib/staff/uploads';
import { InputField, SelectField } from '@/components/staff/fields';
import { Outcome } from '@/components/staff/outcome';
import { PublishBar } from '@/components/staff/publish-bar';
import { postPage } from '@/lib/staff/site-pages';
import { idOf } from '@/lib/staff/subject';
import { restore } from '../../trash/actions';
import { deletePost, orderSlidesOfPost, publishPost, removeSlide, savePostFields } from './actions';

export const generateMetadata = staffTitle('news.title');

/** One news post: its fields and text, its cover and thumbnail, the pictures under it, and its deletion. */
export default async function PostPage(props: EditorProps) {
  const { account, t, id, item: post, done, query } = await staffEditor(props, staffPost);
  const uploadError = picturesRefusal(done);
  const removed = done === 'slides-removed' ? idOf(query('undo') ?? '') : null;
  return (
    <EditorPage
      t={t}
      account={account}
      title={t('post.editTitle', { title: post.title })}
      back={{ href: staffPaths.news, label: t('post.back') }}
      confirmNeeded={done === 'confirm' && t('post.confirmNeeded')}
      deletion={{
        id: 'post-delete',
        action: deletePost,
        fields: { id },
        ...trashWords(t, 'post', t('forms.confirm.post', { title: post.title })),
      }}
    >
      <PublishBar
        t={t}
        kind="post"
        hidden={post.hidden}
        action={publishPost}
        id={id}
        preview={staffPaths.postPreview(id)}
        site={postPage(post)}
        done={done}
      />
      <PostForm
        save={savePostFields.bind(null, id)}
        version={post.version}
        values={postFormValues(post)}
        languages={postLanguageOptions(t)}
        labels={postFormLabels(t, false, !post.hidden)}
      />
      <section id="pictures" aria-labelledby="post-pictures" className={styles.actions}>
        <h2 id="post-pictures">{t('post.pictures')}</h2>
        <p className={styles.rowMeta}>{t('post.picturesHint')}</p>
        <Outcome
          notice={done === 'pictures' && t('post.uploaded')}
          alert={uploadError && t(`post.uploadErrors.${uploadError}`, limitWords)}
        />
        <UploadForm
          className={styles.inline}
          action={staffPaths.api.postPicture(id)}
          limit={staffUploads.postPicture.limit}
          refused={{ size: staffUploads.postPicture.back(id, 'size') }}
          labels={uploadLabels(t, t('post.uploaded'))}
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
            label={t('post.file', limitWords)}
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
              <p className={styles.rowMeta}>
                {which === 'thumbnail' && post.cover ? t('post.thumbnailIsCover') : t('post.none')}
              </p>
            )}
          </div>
        ))}
      </section>
      <PostSlides
        actions={{ remove: removeSlide, restore, order: orderSlidesOfPost.bind(null, id) }}
        t={t}
        post={post}
        done={done}
        note={query('note')}
        removed={removed}
      />
    </EditorPage>
  );
}
