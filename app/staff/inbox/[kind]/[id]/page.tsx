import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InboxNeighbours } from '@/components/staff/inbox-neighbours';
import { ItemActions } from '@/components/staff/item-actions';
import { erase, setStatus } from './actions';
import { ItemFields } from '@/components/staff/item-fields';
import { Outcome } from '@/components/staff/outcome';
import { StaffPage } from '@/components/staff/staff-page';
import { agency } from '@/lib/agency';
import { staffInboxItem } from '@/lib/api/staff';
import { signedInStaff, staffRequest, type StaffPageProps } from '@/lib/staff/current';
import { inboxFilterOf, inboxHref } from '@/lib/staff/inbox-filter';
import { subjectOf } from '@/lib/staff/subject';

type Props = StaffPageProps & { params: Promise<{ kind: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await staffRequest();
  const subject = subjectOf(await params);
  return { title: subject ? `${t(`inbox.kinds.${subject.kind}`)} ${subject.id}` : t('inbox.title') };
}

/**
 * One submission: every field in words, the photos opened large in the page, its neighbours in the list it
 * was opened from, and what staff do with it. Reading it marks it seen.
 */
export default async function InboxItemPage({ params, searchParams }: Props) {
  const subject = subjectOf(await params);
  if (!subject) notFound();
  const { account, session, t, locale } = await signedInStaff();
  const query = await searchParams;
  const { status, q } = inboxFilterOf(query);
  const answer = await staffInboxItem(session, subject, { status, q, language: locale });
  const item = answer?.data;
  // Deleted meanwhile, or never there: the staff 404.
  if (!answer || !item) notFound();
  return (
    <StaffPage
      t={t}
      account={account}
      title={item.name}
      back={{ href: inboxHref({ kind: subject.kind, status, q, page: 1 }), label: t('item.back') }}
    >
      <InboxNeighbours t={t} kind={subject.kind} neighbours={answer.neighbours} filter={{ status, q }} />
      <Outcome
        notice={query.done === 'status' && t('item.statusSaved')}
        alert={query.done === 'confirm' && t('item.confirmNeeded')}
      />
      <ItemFields t={t} item={item} locale={locale} />
      <ItemActions
        t={t}
        subject={subject}
        status={item.status}
        reply={{ email: item.email, phone: item.phone, subject: agency.name }}
        actions={{ setStatus, erase }}
      />
    </StaffPage>
  );
}
