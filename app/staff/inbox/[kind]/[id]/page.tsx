import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ItemActions } from '@/components/staff/item-actions';
import { ItemFields } from '@/components/staff/item-fields';
import { Outcome } from '@/components/staff/outcome';
import { StaffPage } from '@/components/staff/staff-page';
import { agency } from '@/lib/agency';
import { staffInboxItem } from '@/lib/api/staff';
import { signedInStaff, staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { subjectOf } from '@/lib/staff/subject';

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await staffRequest();
  const subject = subjectOf(await params);
  return { title: subject ? `${t(`inbox.kinds.${subject.kind}`)} ${subject.id}` : t('inbox.title') };
}

/** One submission: every field, the photos opened large, and what staff do with it. Reading it marks it seen. */
export default async function InboxItemPage({ params, searchParams }: Props) {
  const subject = subjectOf(await params);
  if (!subject) notFound();
  const { account, session, t, locale } = await signedInStaff();
  const item = await staffInboxItem(session, subject.kind, subject.id);
  const done = (await searchParams).done;
  return (
    <StaffPage
      t={t}
      account={account}
      title={item?.name}
      back={{ href: `${staffPaths.inbox}?kind=${subject.kind}`, label: t('item.back') }}
    >
      {!item ? (
        <p role="status">{t('item.missing')}</p>
      ) : (
        <>
          <Outcome
            notice={done === 'status' && t('item.statusSaved')}
            alert={done === 'confirm' && t('item.confirmNeeded')}
          />
          <ItemFields t={t} item={item} locale={locale} />
          <ItemActions
            t={t}
            subject={subject}
            status={item.status}
            reply={{ email: item.email, phone: item.phone, subject: agency.name }}
          />
        </>
      )}
    </StaffPage>
  );
}
