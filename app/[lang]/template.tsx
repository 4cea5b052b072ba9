import type { ReactNode } from 'react';

// A template remounts on every navigation, so the "page" transition's enter animation plays each time;
// the leave half is driven by the navigation listener (see globals.css, "Page transition").
export default function PageTemplate({ children }: { children: ReactNode }) {
  return (
    <div className="page-transition" data-transition="page">
      {children}
    </div>
  );
}
