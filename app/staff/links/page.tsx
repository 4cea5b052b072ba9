import { saveLabels } from '@/components/staff/save-labels';
import { SocialForm, type SocialFormLabels } from '@/components/staff/social-form.client';
import { StaffPage } from '@/components/staff/staff-page';
import { staffSocialLinks } from '@/lib/api/staff-social';
import { socialNetworks } from '@/lib/contract/social-input';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import type { StaffT } from '@/lib/staff/locale';
import { saveLinks } from './actions';

export const generateMetadata = staffTitle('social.title');

const errorCodes = ['required', 'invalid', 'too_long', 'link'] as const;

function labelsOf(t: StaffT): SocialFormLabels {
  return {
    fields: Object.fromEntries(
      socialNetworks.map((network) => [network, t(`social.fields.${network}`)]),
    ) as SocialFormLabels['fields'],
    hint: t('social.hint'),
    errors: Object.fromEntries(errorCodes.map((code) => [code, t(`social.errors.${code}`)])),
    ...saveLabels(t, 'social', t('social.save')),
  };
}

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
        labels={labelsOf(t)}
      />
    </StaffPage>
  );
}
