import { StaffPage } from '@/components/staff/staff-page';
import { staffSession } from '@/lib/api/staff';
import { staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

// The staff area's 404 (status 404), in its own frame and words: what a path names is not there (an id of
// nothing, a thing deleted meanwhile, an unknown page, a missing file: lib/staff/browser-answers.ts).
export default async function StaffNotFound() {
  const { t, session } = await staffRequest();
  const account = session ? await staffSession(session).catch(() => null) : null;
  return (
    <StaffPage t={t} account={account ?? undefined} title={t('notFound.title')}>
      <title>{t('notFound.title')}</title>
      <p>{t('notFound.text')}</p>
      <p>
        <a href={staffPaths.inbox}>{t('notFound.back')}</a>
      </p>
    </StaffPage>
  );
}
