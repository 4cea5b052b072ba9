import { pictureTypes } from '@/components/staff/picture-gallery';
import { PictureOrder } from '@/components/staff/picture-order.client';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { UploadForm } from '@/components/staff/upload-form.client';
import { staffSlides, type StaffSlide } from '@/lib/api/staff-slides';
import { limitWords } from '@/lib/contract/upload-limits';
import { slideTypes, type SlideType } from '@/lib/contract/slide-input';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { staffUploads } from '@/lib/staff/uploads';
import { Outcome } from '@/components/staff/outcome';
import { SlidePublishing } from '@/components/staff/slide-publishing';
import { deleteSlide, orderHomeSlides, publishSlide } from './actions';

export const generateMetadata = staffTitle('slides.title');

const uploadErrors = ['type', 'size', 'missing'] as const;

/** One way to add a slide to a slider: a picture slide (two pictures) or a video slide (video and poster). */
function AddSlide({ t, type, kind }: { t: StaffT; type: SlideType; kind: 'image' | 'video' }) {
  const id = (name: string) => `${type}-${kind}-${name}`;
  const files =
    kind === 'image'
      ? ([
          ['mobile', pictureTypes],
          ['desktop', pictureTypes],
        ] as const)
      : ([
          ['video', 'video/mp4,video/webm'],
          ['poster', pictureTypes],
        ] as const);
  return (
    <UploadForm
      className={styles.editor}
      action={staffPaths.api.slides}
      limit={staffUploads.slides.limit}
      refused={{ size: staffUploads.slides.back(0, 'size', type) }}
      added={t('slides.added')}
    >
      <h3>{kind === 'image' ? t('slides.addImage') : t('slides.addVideo')}</h3>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="kind" value={kind} />
      <div className={styles.field}>
        <label htmlFor={id('alt')}>{t('slides.alt')}</label>
        <input id={id('alt')} name="alt" type="text" maxLength={200} required />
      </div>
      {files.map(([name, accept]) => (
        <div key={name} className={styles.field}>
          <label htmlFor={id(name)}>{t(`slides.${name}`, limitWords)}</label>
          <input id={id(name)} name={name} type="file" accept={accept} required />
        </div>
      ))}
      <button className={styles.button} type="submit">
        {t('slides.add')}
      </button>
    </UploadForm>
  );
}

/** A slide as its list shows it: the phone's picture, or the video's poster. */
const pictureOf = (slide: StaffSlide) => slide.mobile ?? slide.poster ?? slide.desktop ?? '';

/** The home's and the reach-out page's slides: each slider's order, its slides' removal, and new slides. */
export default async function SlidesPage({ searchParams }: StaffPageProps) {
  const { account, session, t } = await signedInStaff();
  const sliders = await Promise.all(
    slideTypes.map(async (type) => ({ type, slides: await staffSlides(session, type) })),
  );
  const done = (await searchParams).done;
  const uploadError = uploadErrors.find((code) => code === done);
  return (
    <StaffPage t={t} account={account} title={t('slides.title')}>
      <p>{t('slides.intro')}</p>
      <Outcome
        notice={
          (done === 'added' && t('slides.added')) ||
          (done === 'removed' && t('slides.removed')) ||
          (done === 'published' && t('drafts.didPublish')) ||
          (done === 'unpublished' && t('drafts.didUnpublish')) ||
          (done === 'restored' && t('trash.restored'))
        }
        alert={uploadError && t(`slides.errors.${uploadError}`, limitWords)}
      />
      {sliders.map(({ type, slides }) => (
        <section key={type} id={type} aria-labelledby={`${type}-title`} className={styles.actions}>
          <h2 id={`${type}-title`}>{t(`slides.types.${type}`)}</h2>
          <PictureOrder
            name={type}
            of="slides"
            gallery={t(`slides.types.${type}`)}
            empty={t('slides.none')}
            pictures={slides.map((slide) => ({
              id: slide.id,
              url: pictureOf(slide),
              removeFields: { id: slide.id },
              also:
                slide.desktop && slide.desktop !== pictureOf(slide)
                  ? [{ url: slide.desktop, alt: t('slides.desktop') }]
                  : [],
              caption: slide.alt || t('slides.noAlt'),
            }))}
            remove={deleteSlide}
            order={{ save: orderHomeSlides, fields: { type } }}
          />
          <SlidePublishing t={t} slides={slides} publish={publishSlide} />
          <AddSlide t={t} type={type} kind="image" />
          <AddSlide t={t} type={type} kind="video" />
        </section>
      ))}
    </StaffPage>
  );
}
