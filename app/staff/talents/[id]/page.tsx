import { EditorPage } from '@/components/staff/editor-page';
import { PictureOrder } from '@/components/staff/picture-order.client';
import { pictureOrderLabels } from '@/components/staff/picture-order-labels';
import { PicturesForm } from '@/components/staff/pictures-form';
import styles from '@/components/staff/staff.module.css';
import {
  talentFormLabels,
  talentFormOptions,
  talentFormValues,
} from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { TalentVideos } from '@/components/staff/talent-videos';
import { uploadLabels } from '@/components/staff/upload-labels';
import { staffTalent, tagChoices } from '@/lib/api/staff-talents';
import { talentGalleries } from '@/lib/contract/talent-input';
import { limitWords } from '@/lib/contract/upload-limits';
import { staffEditor, staffTitle, trashWords, type EditorProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { picturesRefusal, staffUploads } from '@/lib/staff/uploads';
import { SelectField } from '@/components/staff/fields';
import { Outcome } from '@/components/staff/outcome';
import { PublishBar } from '@/components/staff/publish-bar';
import { TalentCover } from '@/components/staff/talent-cover';
import { UndoNotice } from '@/components/staff/undo-notice';
import { UploadNote } from '@/components/staff/upload-note';
import { talentPage } from '@/lib/staff/site-pages';
import { idOf } from '@/lib/staff/subject';
import { restore } from '../../trash/actions';
import {
  addTalentVideo,
  deleteTalent,
  orderTalentPictures,
  publishTalent,
  removeTalentCover,
  removeTalentPicture,
  removeTalentVideo,
  saveTalentFields,
} from './actions';

export const generateMetadata = staffTitle('talents.title');

/** One talent: its fields, its pictures gallery by gallery (added, put in order, removed), and its deletion. */
export default async function TalentPage(props: EditorProps) {
  const { account, t, locale, id, item, done, query } = await staffEditor(props, async (session, id) => {
    const [talent, tags] = await Promise.all([staffTalent(session, id), tagChoices(session)]);
    return talent && { talent, tags };
  });
  const { talent, tags } = item;
  const uploadError = picturesRefusal(done);
  // The picture just moved to the trash, which the notice offers to restore.
  const removed = done === 'removed' ? idOf(query('undo') ?? '') : null;
  // The gallery the last pictures were sent to stays chosen (the route goes back with it).
  const chosenGallery = talentGalleries.find((known) => known === query('gallery')) ?? 'book';
  return (
    <EditorPage
      t={t}
      account={account}
      title={t('talent.editTitle', { name: talent.name })}
      back={{ href: staffPaths.talents, label: t('talent.back') }}
      confirmNeeded={done === 'confirm' && t('talent.confirmNeeded')}
      deletion={{
        id: 'delete-title',
        action: deleteTalent,
        fields: { id },
        ...trashWords(
          t,
          'talent',
          t('forms.confirm.talent', {
            name: talent.name,
            count: talent.pictures.length + (talent.cover ? 1 : 0),
          }),
        ),
      }}
    >
      <PublishBar
        t={t}
        kind="talent"
        hidden={talent.hidden}
        action={publishTalent}
        id={id}
        preview={staffPaths.talentPreview(id)}
        site={talentPage(talent, locale)}
        done={done}
      />
      <TalentForm
        save={saveTalentFields.bind(null, id)}
        version={talent.version}
        values={talentFormValues(talent)}
        options={talentFormOptions(t, locale, tags, talent.height)}
        labels={talentFormLabels(t, false, !talent.hidden)}
      />

      <section id="pictures" aria-labelledby="pictures-title" className={styles.actions}>
        <h2 id="pictures-title">{t('talent.pictures')}</h2>
        {removed !== null && (
          <UndoNotice
            message={t('trash.pictureRemoved')}
            undo={t('trash.undo')}
            action={restore}
            kind="picture"
            id={removed}
          />
        )}
        <Outcome
          notice={
            (done === 'pictures' && t('talent.uploaded')) ||
            (done === 'picture-restored' && t('trash.pictureRestored')) ||
            (done === 'cover-removed' && t('cover.removed'))
          }
          alert={uploadError && t(`talent.uploadErrors.${uploadError}`, limitWords)}
        />
        <UploadNote t={t} id={query('note')} />
        <PicturesForm
          action={staffPaths.api.pictures(id)}
          limit={staffUploads.talentPictures.limit}
          labels={uploadLabels(t, t('talent.uploaded'))}
          inputId="pictures-files"
          label={t('talent.chooseFiles', limitWords)}
          button={t('talent.upload')}
        >
          <SelectField
            id="pictures-gallery"
            name="gallery"
            label={t('talent.gallery')}
            values={talentGalleries}
            words={(gallery) => t(`talent.galleries.${gallery}`)}
            defaultValue={chosenGallery}
          />
        </PicturesForm>
        {talentGalleries.map((gallery) => {
          const pictures =
            gallery === 'cover'
              ? talent.cover
                ? [{ id: 0, url: talent.cover.url }]
                : []
              : talent.pictures.filter((picture) => picture.gallery === gallery);
          return (
            <div key={gallery} className={styles.gallery}>
              <h3>{t(`talent.galleries.${gallery}`)}</h3>
              {pictures.length === 0 ? (
                <p className={styles.rowMeta}>{t('talent.noPictures')}</p>
              ) : gallery === 'cover' ? (
                <TalentCover
                  t={t}
                  name={talent.name}
                  url={pictures[0]!.url}
                  id={id}
                  action={removeTalentCover}
                />
              ) : (
                <PictureOrder
                  name={gallery}
                  pictures={pictures.map((picture) => ({
                    ...picture,
                    removeFields: { id, picture: picture.id },
                  }))}
                  remove={removeTalentPicture}
                  order={{ save: orderTalentPictures.bind(null, id), fields: { gallery } }}
                  labels={pictureOrderLabels(t, t(`talent.galleries.${gallery}`), 'pictures')}
                />
              )}
            </div>
          );
        })}
      </section>

      <TalentVideos t={t} talent={talent} done={done} add={addTalentVideo} remove={removeTalentVideo} />
    </EditorPage>
  );
}
