import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { StaffAccount } from '@/lib/api/staff';
import { clientNamespaces } from '@/lib/i18n/client-namespaces';
import { pickMessages } from '@/lib/i18n/messages';
import type { StaffT } from '@/lib/staff/locale';
import { StaffPage } from './staff-page';
import styles from './staff.module.css';

type Props = {
  t: StaffT;
  account: StaffAccount;
  /** Whether what is shown is a draft or unpublished. */
  hidden: boolean;
  /** The editor it was opened from. */
  editor: string;
  children: ReactNode;
};

/**
 * A public page's own components shown inside the staff frame, under a banner saying it is a preview: what
 * a draft will look like once published. The public messages its client leaves read come with it.
 */
export async function PublicPreview({ t, account, hidden, editor, children }: Props) {
  const messages = await getMessages();
  return (
    <StaffPage t={t} account={account} back={{ href: editor, label: t('drafts.backToEditor') }}>
      <p className={styles.alert} role="status">
        {hidden ? t('drafts.previewBanner') : t('drafts.previewBannerPublished')}
      </p>
      <NextIntlClientProvider messages={pickMessages(messages, [...clientNamespaces, 'Post'])}>
        {children}
      </NextIntlClientProvider>
    </StaffPage>
  );
}
