import { EditorPage } from '@/components/staff/editor-page';
import { SelectField } from '@/components/staff/fields';
import { PictureGallery } from '@/components/staff/picture-gallery';
import { PictureOrder } from '@/components/staff/picture-order.client';
import { PublishBar } from '@/components/staff/publish-bar';
import styles from '@/components/staff/staff.module.css';
import { TalentCover } from '@/components/staff/talent-cover';
import { talentFormOptions, talentFormValues } from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { TalentVideos } from '@/components/staff/talent-videos';
import { staffTalent, tagChoices } from '@/lib/api/staff-talents';
import { talentGalleries } from '@/lib/contract/talent-input';
import { limitWords } from '@/lib/contract/upload-limits';
import { staffEditor, staffTitle, trashWords, type EditorProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { talentPage } from '@/lib/staff/site-pages';
import { idOf } from '@/lib/staff/subject';
import { picturesRefusal, staffUploads } from '@/lib/staff/uploads';
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
        published={!talent.hidden}
        values={talentFormValues(talent)}
        options={talentFormOptions(t, locale, tags, talent.height)}
      />
      <PictureGallery
        t={t}
        id="pictures"
        title={t('talent.pictures')}
        notice={
          (done === 'pictures' && t('talent.uploaded')) ||
          (done === 'picture-restored' && t('trash.pictureRestored')) ||
          (done === 'cover-removed' && t('cover.removed'))
        }
        alert={uploadError && t(`talent.uploadErrors.${uploadError}`, limitWords)}
        note={query('note')}
        removed={removed === null ? null : { kind: 'picture', id: removed }}
        restore={restore}
        upload={{
          action: staffPaths.api.pictures(id),
          limit: staffUploads.talentPictures.limit,
          added: t('talent.uploaded'),
          label: t('talent.chooseFiles', limitWords),
          button: t('talent.upload'),
        }}
        fields={
          <SelectField
            id="pictures-gallery"
            name="gallery"
            label={t('talent.gallery')}
            values={talentGalleries}
            words={(gallery) => t(`talent.galleries.${gallery}`)}
            defaultValue={chosenGallery}
          />
        }
      >
        {talentGalleries.map((gallery) => (
          <div key={gallery} className={styles.gallery}>
            <h3>{t(`talent.galleries.${gallery}`)}</h3>
            {gallery !== 'cover' ? (
              <PictureOrder
                name={gallery}
                of="pictures"
                gallery={t(`talent.galleries.${gallery}`)}
                empty={t('talent.noPictures')}
                pictures={talent.pictures
                  .filter((picture) => picture.gallery === gallery)
                  .map((picture) => ({ ...picture, removeFields: { id, picture: picture.id } }))}
                remove={removeTalentPicture}
                order={{ save: orderTalentPictures.bind(null, id), fields: { gallery } }}
              />
            ) : talent.cover ? (
              <TalentCover
                t={t}
                name={talent.name}
                url={talent.cover.url}
                id={id}
                action={removeTalentCover}
              />
            ) : (
              <p className={styles.rowMeta}>{t('talent.noPictures')}</p>
            )}
          </div>
        ))}
      </PictureGallery>

      <TalentVideos t={t} talent={talent} done={done} add={addTalentVideo} remove={removeTalentVideo} />
    </EditorPage>
  );
}
