import { NewRecordPage } from '@/components/staff/editor-page';
import { talentFormOptions, talentFormValues } from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { tagChoices } from '@/lib/api/staff-talents';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { createTalent } from './actions';

export const generateMetadata = staffTitle('talent.newTitle');

/** A new talent's fields; once created, the editor opens on it to add its pictures. */
export default async function NewTalentPage() {
  const { account, session, t, locale } = await signedInStaff();
  const tags = await tagChoices(session);
  return (
    <NewRecordPage t={t} account={account} kind="talent">
      <TalentForm
        save={createTalent}
        createdPath={staffPaths.talents}
        values={talentFormValues(null)}
        options={talentFormOptions(t, locale, tags)}
      />
    </NewRecordPage>
  );
}
