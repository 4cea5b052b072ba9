import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';

/** A link to another site, opened in a new tab, saying so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const t = useTranslations('Common');
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
