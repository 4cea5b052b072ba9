import type { StaffSlide } from '@/lib/api/staff-slides';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import styles from './staff.module.css';

/**
 * A slider's slides in its order with what each shows and whether the public sees it, each published or
 * unpublished by its own button: a new slide is a draft until published.
 */
export function SlidePublishing({ t, slides }: { t: StaffT; slides: StaffSlide[] }) {
  return (
    <ol className={styles.list}>
      {slides.map((slide) => (
        <li key={slide.id} className={styles.row}>
          <span className={styles.rowName}>
            <span className={styles.badge}>{slide.hidden ? t('drafts.draft') : t('drafts.published')}</span>
            {slide.alt}
          </span>
          <form className={styles.inline} method="post" action={staffPaths.api.publish('slides', slide.id)}>
            <input type="hidden" name="published" value={slide.hidden ? 'yes' : 'no'} />
            <button className={styles.button} type="submit">
              {slide.hidden ? t('drafts.publish') : t('drafts.unpublish')}
            </button>
          </form>
        </li>
      ))}
    </ol>
  );
}
