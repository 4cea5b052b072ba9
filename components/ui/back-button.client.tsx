'use client';

import { useTranslations } from 'next-intl';
import { hasInAppHistory } from '@/components/layout/progress/in-app-history';
import { useRouter } from '@/lib/i18n/navigation';

/** Goes back in history; with no page of this site to go back to, goes home instead. */
export function BackButton({ className = 'button' }: { className?: string }) {
  const t = useTranslations('Common');
  const router = useRouter();
  const onClick = () => {
    if (hasInAppHistory() && window.history.length > 1) router.back();
    else router.push('/');
  };
  return (
    <button type="button" className={className} onClick={onClick}>
      <span aria-hidden="true">←</span> {t('back')}
    </button>
  );
}
