import { SocialForm } from '@/components/staff/social-form.client';
import { StaffPage } from '@/components/staff/staff-page';
import { staffSocialLinks } from '@/lib/api/staff-social';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { saveLinks } from './actions';

export const generateMetadata = staffTitle('social.title');

/** The agency's social links, shown in the footer of every public page. */
export default async function SocialLinksPage() {
  const { account, session, t } = await signedInStaff();
  const links = await staffSocialLinks(session);
  return (
    <StaffPage t={t} account={account} title={t('social.title')}>
      <p>{t('social.intro')}</p>
      <SocialForm
        save={saveLinks}
        values={{ facebook: links.facebook, instagram: links.instagram, tiktok: links.tiktok }}
        version={links.version}
      />
    </StaffPage>
  );
}
