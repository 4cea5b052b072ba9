/** The favorites heart; its fill and colour come from the CSS of where it is shown. */
export function HeartIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {/* Two half-circle lobes meeting at the top notch, straight sides down to the point. */}
      <path
        d="M12 20.5 4.2 12.7a4.9 4.9 0 0 1 6.9-6.9l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9z"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
