import type { StaffSlide } from '@/lib/api/staff-slides';
import type { StaffT } from '@/lib/staff/locale';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import { ActionForm } from './action-form.client';
import styles from './staff.module.css';

type Props = {
  t: StaffT;
  slides: StaffSlide[];
  /** The Server Action publishing or unpublishing a slide (`id`, `published=yes|no`). */
  publish: StaffFormAction;
};

/**
 * A slider's slides in its order with what each shows and whether the public sees it, each published or
 * unpublished by its own button: a new slide is a draft until published.
 */
export function SlidePublishing({ t, slides, publish }: Props) {
  return (
    <ol className={styles.list}>
      {slides.map((slide) => (
        <li key={slide.id} className={styles.row}>
          <span className={styles.rowName}>
            <span className={styles.badge}>{slide.hidden ? t('drafts.draft') : t('drafts.published')}</span>
            {slide.alt}
          </span>
          <ActionForm
            className={styles.inline}
            action={publish}
            fields={{ id: slide.id, published: slide.hidden ? 'yes' : 'no' }}
          >
            <button className={styles.button} type="submit">
              {slide.hidden ? t('drafts.publish') : t('drafts.unpublish')}
            </button>
          </ActionForm>
        </li>
      ))}
    </ol>
  );
}
