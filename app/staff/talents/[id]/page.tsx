import { DeleteForm } from '@/components/staff/delete-form';
import { EditorPage } from '@/components/staff/editor-page';
import { SelectField } from '@/components/staff/fields';
import { PictureGallery } from '@/components/staff/picture-gallery';
import { PictureOrder } from '@/components/staff/picture-order.client';
import styles from '@/components/staff/staff.module.css';
import { talentFormOptions, talentFormValues } from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { TalentVideos } from '@/components/staff/talent-videos';
import { staffTalent, tagChoices } from '@/lib/api/staff-talents';
import { talentGalleries } from '@/lib/contract/talent-input';
import { limitWords } from '@/lib/contract/upload-limits';
import { staffEditor, staffTitle, type EditorProps } from '@/lib/staff/current';
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
      kind="talent"
      id={id}
      done={done}
      publishing={{
        hidden: talent.hidden,
        action: publishTalent,
        preview: staffPaths.talentPreview(id),
        site: talentPage(talent, locale),
      }}
      deletion={{
        action: deleteTalent,
        question: t('forms.confirm.talent', {
          name: talent.name,
          count: talent.pictures.length + (talent.cover ? 1 : 0),
        }),
      }}
    >
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
              <>
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={talent.cover.url} alt={t('talent.galleries.cover')} width={144} height={192} />
                {/* Its file is deleted for good (as a new cover's replaces it), so it asks first. */}
                <DeleteForm
                  action={removeTalentCover}
                  fields={{ id }}
                  tickBox={t('cover.confirm')}
                  question={t('cover.question', { name: talent.name })}
                  button={t('cover.remove')}
                />
              </>
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
