'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { hasInAppHistory } from '@/components/navigation/progress/in-app-history';
import { Link } from '@/components/ui/link.client';
import { useProgressRouter } from '@/components/navigation/progress/use-progress-router';
import button from '@/components/ui/button.module.css';
import styles from './back-button.module.css';

type Href = ComponentProps<typeof Link>['href'];

/**
 * The one back control, in the same place and look on every page: back to where the visitor came from
 * when that is a page of this site, otherwise to the page's parent (`parent`, home by default); a page
 * over a dark picture adds its own colours (`className`). A link,
 * so it also works without JavaScript and names a real page for crawlers.
 */
export function BackButton({ parent = '/', className }: { parent?: Href; className?: string }) {
  const t = useTranslations('Common');
  const router = useProgressRouter();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (hasInAppHistory() && window.history.length > 1) {
      event.preventDefault();
      router.back();
    }
  };
  return (
    <Link
      href={parent}
      className={[button.button, styles.back, className].filter(Boolean).join(' ')}
      onClick={onClick}
    >
      <span aria-hidden="true">←</span> {t('back')}
    </Link>
  );
}
