import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import { DeleteForm } from './delete-form';

type Props = { t: StaffT; id: number; name: string; url: string; action: StaffFormAction };

/**
 * A talent's cover in its editor, and its removal: a plain removal of the file (a new cover replaces it
 * alike), so it asks first, by the page's dialog or, without a script, a box to tick.
 */
export function TalentCover({ t, id, name, url, action }: Props) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={url} alt={t('talent.galleries.cover')} width={144} height={192} />
      <DeleteForm
        action={action}
        fields={{ id }}
        tickBox={t('cover.confirm')}
        question={t('cover.question', { name })}
        button={t('cover.remove')}
      />
    </>
  );
}
