import type { ReactNode } from 'react';
import { BackButton } from '@/components/ui/back-button.client';
import styles from './forms.module.css';

/** The frame of a form's page (contact, application), fresh or shown again: its structured data, a way back. */
export function FormPage({ ld, children }: { ld?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {ld}
      <BackButton />
      {children}
    </div>
  );
}
