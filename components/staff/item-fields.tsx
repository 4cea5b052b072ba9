import type { StaffInboxItem } from '@/lib/api/staff';
import { genderOptions } from '@/lib/options';
import { dayWords, languageName } from '@/lib/staff/inbox-format';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { ageInYears } from '@/lib/talent/age';
import { formatCmWithInches } from '@/lib/talent/measures';
import { agencyDateTime } from './agency-time';
import { InboxPhotos } from './inbox-photos.client';
import styles from './staff.module.css';

type Field = Parameters<StaffT>[0];

type Application = Extract<StaffInboxItem, { kind: 'application' }>;

/** A birthdate as the staff read it, with the age beside it: "3 May 2001 · 24 years old". */
function birthWords(t: StaffT, birthdate: string, locale: StaffLocale): string {
  const age = ageInYears(birthdate);
  return age === null
    ? dayWords(birthdate, locale)
    : `${dayWords(birthdate, locale)} · ${t('item.age', { age })}`;
}

/** An application's values as the public site shows them (height in cm with ft/in, names in words). */
function applicationRows(t: StaffT, item: Application, locale: StaffLocale): [Field, string][] {
  return [
    ['item.fields.email', item.email],
    ['item.fields.phone', item.phone],
    [
      'item.fields.gender',
      genderOptions(locale).find((option) => option.value === item.gender)?.label ?? item.gender,
    ],
    ['item.fields.birthdate', birthWords(t, item.birthdate, locale)],
    ['item.fields.height', formatCmWithInches(item.height, 'height') ?? item.height],
    ['item.fields.nationality', item.nationality],
    ['item.fields.country', item.country],
    ['item.fields.city', item.city],
    ['item.fields.instagram', item.instagram],
    ['item.fields.skills', item.skills.join(', ')],
    ['item.fields.video', item.video ?? '—'],
    ['item.fields.language', languageName(item.language, locale)],
  ];
}

/** A submission's fields as a list of terms, then an application's photos, opened large in the page. */
export function ItemFields({ t, item, locale }: { t: StaffT; item: StaffInboxItem; locale: StaffLocale }) {
  const received = agencyDateTime(locale, 'full').format(new Date(item.created_at));
  const rows: [Field, string][] =
    item.kind === 'contact'
      ? [
          ['item.fields.email', item.email],
          ['item.fields.phone', item.phone],
          ['item.fields.language', languageName(item.language, locale)],
          ['item.fields.message', item.message],
        ]
      : applicationRows(t, item, locale);
  return (
    <>
      <p>
        <span className={styles.badge}>{t(`inbox.statuses.${item.status}`)}</span>
        {t('inbox.received')}: {received}
      </p>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {item.kind === 'application' && (
        <InboxPhotos
          photos={item.files.map((file, index) => ({
            src: staffPaths.file(file.id),
            alt: t('item.photo', { n: index + 1, name: item.name }),
            open: t('item.openPhoto', { n: index + 1 }),
          }))}
        />
      )}
    </>
  );
}
