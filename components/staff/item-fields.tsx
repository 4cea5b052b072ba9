import type { StaffInboxItem } from '@/lib/api/staff';
import { genderOptions } from '@/lib/options';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import styles from './staff.module.css';

type Field = Parameters<StaffT>[0];

/** A submission's fields as a list of terms, then an application's photos, each a link to the full size. */
export function ItemFields({ t, item, locale }: { t: StaffT; item: StaffInboxItem; locale: StaffLocale }) {
  const received = new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date(item.created_at));
  const rows: [Field, string][] =
    item.kind === 'contact'
      ? [
          ['item.fields.email', item.email],
          ['item.fields.phone', item.phone],
          ['item.fields.language', item.language],
          ['item.fields.message', item.message],
        ]
      : [
          ['item.fields.email', item.email],
          ['item.fields.phone', item.phone],
          [
            'item.fields.gender',
            genderOptions(locale).find((option) => option.value === item.gender)?.label ?? item.gender,
          ],
          ['item.fields.birthdate', item.birthdate],
          ['item.fields.height', item.height],
          ['item.fields.nationality', item.nationality],
          ['item.fields.country', item.country],
          ['item.fields.city', item.city],
          ['item.fields.instagram', item.instagram],
          ['item.fields.skills', item.skills.join(', ')],
          ['item.fields.video', item.video ?? '—'],
          ['item.fields.language', item.language],
        ];
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
        <ul className={styles.photos}>
          {item.files.map((file, index) => (
            <li key={file.id}>
              <a href={staffPaths.file(file.id)} aria-label={t('item.openPhoto', { n: index + 1 })}>
                {/* The staff's own photos, fetched with the session: not for next/image, which caches. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={staffPaths.file(file.id)}
                  alt={t('item.photo', { n: index + 1, name: item.name })}
                  width={200}
                  height={300}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
