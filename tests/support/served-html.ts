import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** The server's HTML of `ui`, parsed as a browser would before any script runs. */
export function servedHtml(ui: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(ui);
  return root;
}
