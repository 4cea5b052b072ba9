import { EditorPage } from '@/components/staff/editor-page';
import { InputField, SelectField } from '@/components/staff/fields';
import { PictureGallery, pictureTypes } from '@/components/staff/picture-gallery';
import { PictureOrder } from '@/components/staff/picture-order.client';
import { postFormValues } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { Outcome } from '@/components/staff/outcome';
import styles from '@/components/staff/staff.module.css';
import { UploadForm } from '@/components/staff/upload-form.client';
import { staffPost } from '@/lib/api/staff-posts';
import { postPictures } from '@/lib/contract/post-input';
import { limitWords } from '@/lib/contract/upload-limits';
import { staffEditor, staffTitle, type EditorProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { postPage } from '@/lib/staff/site-pages';
import { idOf } from '@/lib/staff/subject';
import { picturesRefusal, staffUploads } from '@/lib/staff/uploads';
import { restore } from '../../trash/actions';
import { deletePost, orderSlidesOfPost, publishPost, removeSlide, savePostFields } from './actions';

export const generateMetadata = staffTitle('news.title');

const slideErrors = ['type', 'size', 'invalid', 'none'] as const;

/** One news post: its fields and text, its cover and thumbnail, the pictures under it, and its deletion. */
export default async function PostPage(props: EditorProps) {
  const { account, t, id, item: post, done, query } = await staffEditor(props, staffPost);
  const uploadError = picturesRefusal(done);
  const slideError = slideErrors.find((code) => done === `slides-${code}`);
  const removed = done === 'slides-removed' ? idOf(query('undo') ?? '') : null;
  return (
    <EditorPage
      t={t}
      account={account}
      title={t('post.editTitle', { title: post.title })}
      kind="post"
      id={id}
      done={done}
      publishing={{
        hidden: post.hidden,
        action: publishPost,
        preview: staffPaths.postPreview(id),
        site: postPage(post),
      }}
      deletion={{ action: deletePost, question: t('forms.confirm.post', { title: post.title }) }}
    >
      <PostForm
        save={savePostFields.bind(null, id)}
        version={post.version}
        published={!post.hidden}
        values={postFormValues(post)}
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
          added={t('post.uploaded')}
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
      <PictureGallery
        t={t}
        id="slides"
        title={t('post.slides.title')}
        hint={t('post.slides.hint')}
        notice={
          (done === 'slides' && t('post.slides.added')) ||
          (done === 'picture-restored' && t('trash.pictureRestored'))
        }
        alert={slideError && t(`post.slides.errors.${slideError}`, limitWords)}
        note={query('note')}
        removed={removed === null ? null : { kind: 'post_slide', id: removed }}
        restore={restore}
        upload={{
          action: staffPaths.api.postSlides(id),
          limit: staffUploads.postSlides.limit,
          added: t('post.slides.added'),
          label: t('post.slides.files', limitWords),
          button: t('post.slides.add'),
        }}
      >
        <PictureOrder
          name="post-slides"
          of="pictures"
          gallery={t('post.slides.gallery')}
          empty={t('post.slides.none')}
          pictures={post.slides.map((slide) => ({ ...slide, removeFields: { id, slide: slide.id } }))}
          remove={removeSlide}
          order={{ save: orderSlidesOfPost.bind(null, id), fields: {} }}
        />
      </PictureGallery>
    </EditorPage>
  );
}
