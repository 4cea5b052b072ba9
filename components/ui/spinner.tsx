import styles from './spinner.module.css';

/** The loading animation: decorative, so screen readers get the text next to it instead. */
export function Spinner({ className = '' }: { className?: string }) {
  return <span className={`${styles.spinner} ${className}`.trim()} aria-hidden="true" />;
}
