import type { Metadata } from 'next';
import { StaffBar } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import {
  talentFormLabels,
  talentFormOptions,
  talentFormValues,
} from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { tagChoices } from '@/lib/api/staff-talents';
import { signedInStaff, staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return { title: t('talent.newTitle') };
}

/** A new talent's fields; once created, the editor opens on it to add its pictures. */
export default async function NewTalentPage() {
  const { account, session, t, locale } = await signedInStaff();
  const tags = await tagChoices(session);
  return (
    <>
      <StaffBar t={t} account={account} />
      <main id="main" className={styles.main}>
        <p>
          <a href={staffPaths.talents}>{t('talent.back')}</a>
        </p>
        <h1 className={styles.title}>{t('talent.newTitle')}</h1>
        <TalentForm
          action={staffPaths.api.talents}
          createdPath={staffPaths.talents}
          values={talentFormValues(null)}
          options={talentFormOptions(t, locale, tags)}
          labels={talentFormLabels(t, true)}
        />
      </main>
    </>
  );
}
