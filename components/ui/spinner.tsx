/** The loading animation: decorative, so screen readers get the text next to it instead. */
export function Spinner({ className = '' }: { className?: string }) {
  return <span className={`spinner ${className}`.trim()} aria-hidden="true" />;
}
