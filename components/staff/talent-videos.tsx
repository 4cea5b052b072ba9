import type { StaffTalent } from '@/lib/api/staff-talents';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import { ConfirmForm } from './confirm-submit.client';
import styles from './staff.module.css';
import { UnsavedForm } from './unsaved-form.client';
import { InputField } from './fields';
import { Outcome } from './outcome';

const videoErrors = ['videolink', 'videomany'] as const;

type Props = {
  t: StaffT;
  talent: StaffTalent;
  done?: string;
  /** The Server Actions adding a video (`id`, `link`) and removing one (`id`, `video`). */
  add: StaffFormAction;
  remove: StaffFormAction;
};

/** A talent's videos in the editor: each with its watch page and removal, and a link to add one. */
export function TalentVideos({ t, talent, done, add, remove }: Props) {
  const error = videoErrors.find((code) => code === done);
  return (
    <section id="videos" aria-labelledby="videos-title" className={styles.actions}>
      <h2 id="videos-title">{t('talent.videos.title')}</h2>
      <Outcome
        notice={
          (done === 'video' && t('talent.videos.added')) ||
          (done === 'videoremoved' && t('talent.videos.removed'))
        }
        alert={error && t(`talent.videos.errors.${error}`)}
      />
      {talent.videos.length === 0 ? (
        <p className={styles.rowMeta}>{t('talent.videos.none')}</p>
      ) : (
        <ol className={styles.videoList}>
          {talent.videos.map((video, index) => {
            const n = index + 1;
            const provider = t(`talent.videos.providers.${video.provider === 'vimeo' ? 'vimeo' : 'youtube'}`);
            const watch = t('talent.videos.watch', { n, provider });
            return (
              <li key={video.id} className={styles.inline}>
                {video.watch ? (
                  <a href={video.watch} target="_blank" rel="noopener noreferrer">
                    {watch}
                  </a>
                ) : (
                  <span>{watch}</span>
                )}
                <ConfirmForm
                  action={remove}
                  fields={{ id: talent.id, video: video.id }}
                  question={t('forms.confirm.video', { n })}
                  confirm={t('forms.remove')}
                >
                  <button
                    className={styles.linkButton}
                    type="submit"
                    aria-label={t('talent.videos.remove', { n })}
                  >
                    {t('talent.remove')}
                  </button>
                </ConfirmForm>
              </li>
            );
          })}
        </ol>
      )}
      {/* A new form once a video was added: its link is not left in the box. */}
      <UnsavedForm
        key={talent.videos.length}
        className={styles.inline}
        action={add}
        fields={{ id: talent.id }}
      >
        <InputField
          id="video-link"
          label={t('talent.videos.link')}
          name="link"
          type="url"
          inputMode="url"
          maxLength={300}
          required
        />
        <button className={styles.button} type="submit">
          {t('talent.videos.add')}
        </button>
      </UnsavedForm>
    </section>
  );
}
