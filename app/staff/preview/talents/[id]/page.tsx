import { setRequestLocale } from 'next-intl/server';
import { ProfileView } from '@/components/profile/profile-view';
import { PublicPreview } from '@/components/staff/public-preview';
import { talentPreview } from '@/lib/api/staff-drafts';
import { staffTalent } from '@/lib/api/staff-talents';
import { staffEditor, staffTitle, type EditorProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { categoryOf } from '@/lib/talent/category';

export const generateMetadata = staffTitle('drafts.preview');

/**
 * A talent, draft or not, as its public profile will show it, for the staff only: under /staff, so no-store
 * and noindex (lib/staff/gate.ts), and read with the member's session, never from the site's caches.
 */
export default async function TalentPreviewPage(props: EditorProps) {
  const { account, t, locale, id, item } = await staffEditor(props, async (session, id) => {
    const [profile, edited] = await Promise.all([talentPreview(session, id), staffTalent(session, id)]);
    return profile && edited && { profile, hidden: edited.hidden };
  });
  setRequestLocale(locale);
  const category = categoryOf(item.profile.categoryIds) ?? 'models';
  return (
    <PublicPreview t={t} account={account} hidden={item.hidden} editor={staffPaths.talent(id)}>
      <ProfileView talent={item.profile} category={category} neighbours={{ previous: null, next: null }} />
    </PublicPreview>
  );
}
