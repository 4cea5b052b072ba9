import type { EditedPost } from '@/lib/api/staff-posts';
import { limitWords } from '@/lib/contract/upload-limits';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { staffPaths } from '@/lib/staff/paths';
import { staffUploads } from '@/lib/staff/uploads';
import { PictureOrder } from './picture-order.client';
import styles from './staff.module.css';
import { pictureOrderLabels } from './picture-order-labels';
import { PicturesForm } from './pictures-form';
import { uploadLabels } from './upload-labels';
import { Outcome } from './outcome';
import { UndoNotice } from './undo-notice';
import { UploadNote } from './upload-note';

const slideErrors = ['type', 'size', 'invalid', 'none'] as const;

type Props = {
  t: StaffT;
  post: EditedPost;
  done?: string;
  /** The note naming the pictures of the last batch left out (components/staff/upload-note.tsx). */
  note?: string;
  /** The picture just moved to the trash, which the page offers to restore. */
  removed?: number | null;
  /** The Server Actions moving a picture to the trash (`id`, `slide`), its Undo, and the slides' order. */
  actions: { remove: StaffFormAction; restore: StaffFormAction; order: SaveAction };
};

/** The pictures under a post in its editor: added several at a time, put in order, moved to the trash. */
export function PostSlides({ t, post, done, note, removed = null, actions }: Props) {
  const error = slideErrors.find((code) => done === `slides-${code}`);
  return (
    <section id="slides" aria-labelledby="slides-title" className={styles.actions}>
      <h2 id="slides-title">{t('post.slides.title')}</h2>
      <p className={styles.rowMeta}>{t('post.slides.hint')}</p>
      {removed !== null && (
        <UndoNotice
          message={t('trash.pictureRemoved')}
          undo={t('trash.undo')}
          action={actions.restore}
          kind="post_slide"
          id={removed}
        />
      )}
      <Outcome
        notice={
          (done === 'slides' && t('post.slides.added')) ||
          (done === 'picture-restored' && t('trash.pictureRestored'))
        }
        alert={error && t(`post.slides.errors.${error}`, limitWords)}
      />
      <UploadNote t={t} id={note} />
      <PicturesForm
        action={staffPaths.api.postSlides(post.id)}
        limit={staffUploads.postSlides.limit}
        labels={uploadLabels(t, t('post.slides.added'))}
        inputId="slides-files"
        label={t('post.slides.files', limitWords)}
        button={t('post.slides.add')}
      />
      {post.slides.length === 0 ? (
        <p className={styles.rowMeta}>{t('post.slides.none')}</p>
      ) : (
        <PictureOrder
          name="post-slides"
          pictures={post.slides.map((slide) => ({
            ...slide,
            removeFields: { id: post.id, slide: slide.id },
          }))}
          remove={actions.remove}
          order={{ save: actions.order, fields: {} }}
          labels={pictureOrderLabels(t, t('post.slides.gallery'), 'pictures')}
        />
      )}
    </section>
  );
}
