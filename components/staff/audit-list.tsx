import type { AuditLine } from '@/lib/api/staff-accounts';
import { auditSubjectHref, auditWords } from '@/lib/staff/audit-words';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { agencyDateTime } from './agency-time';
import styles from './staff.module.css';

type Props = { t: StaffT; locale: StaffLocale; lines: AuditLine[] };

/** Who did what, and when: a line each, the subject's name linked to its page while it is there. */
export function AuditList({ t, locale, lines }: Props) {
  const when = agencyDateTime(locale);
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.id} className={styles.row}>
          <span>
            <span className={styles.rowName}>{who(t, line.account)}</span> <AuditSentence t={t} line={line} />
            <br />
            <time className={styles.rowMeta} dateTime={line.at}>
              {when.format(new Date(line.at))}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}

function who(t: StaffT, account: AuditLine['account']): string {
  if (account.name) return account.name;
  return account.id === null && account.email === 'operator'
    ? t('audit.operator')
    : t('audit.gone', { email: account.email });
}

function AuditSentence({ t, line }: { t: StaffT; line: AuditLine }) {
  const words = auditWords(t, line);
  if (!words) return <>{[line.action, line.subject.text, line.detail].filter(Boolean).join(' · ')}</>;
  const href = auditSubjectHref(line.subject);
  return (
    <>
      {t.rich(words.key, {
        ...words.values,
        s: (chunks) => (href ? <a href={href}>{chunks}</a> : <>{chunks}</>),
      })}
    </>
  );
}
