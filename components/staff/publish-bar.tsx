import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import { ActionForm } from './action-form.client';
import { Outcome } from './outcome';
import styles from './staff.module.css';

type Props = {
  t: StaffT;
  /** What it is, which says where the public sees it (a talent on the roster, a post on the news list). */
  kind: 'talent' | 'post';
  /** Whether it is a draft or unpublished: on no public page. */
  hidden: boolean;
  /** The Publish / Unpublish Server Action (`id`, `published=yes|no`), and the id it takes. */
  action: StaffFormAction;
  id: number;
  /** The staff preview of the public page. */
  preview: string;
  /** The public page, shown as "View on site" while published. */
  site: string;
  /** What the last form sent from the page came back with. */
  done?: string;
};

/** An editor's publishing: whether the public sees it, the button that changes that, the preview and the page. */
export function PublishBar({ t, kind, hidden, action, id, preview, site, done }: Props) {
  return (
    <section aria-labelledby="publishing" className={styles.actions}>
      <h2 id="publishing">
        <span className={styles.badge}>{hidden ? t('drafts.draft') : t('drafts.published')}</span>
      </h2>
      <Outcome
        notice={
          (done === 'published' && t('drafts.didPublish')) ||
          (done === 'unpublished' && t('drafts.didUnpublish')) ||
          (done === 'restored' && t('trash.restored'))
        }
      />
      <p>{hidden ? t(`drafts.statusDraft.${kind}`) : t(`drafts.statusPublished.${kind}`)}</p>
      <ActionForm className={styles.inline} action={action} fields={{ id, published: hidden ? 'yes' : 'no' }}>
        <button className={styles.button} type="submit">
          {hidden ? t('drafts.publish') : t('drafts.unpublish')}
        </button>
        <a href={preview}>{t('drafts.preview')}</a>
        {!hidden && (
          <a href={site} target="_blank" rel="noopener">
            {t('drafts.viewOnSite')}
          </a>
        )}
      </ActionForm>
    </section>
  );
}
