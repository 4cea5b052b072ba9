import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import es from '@/messages/es.json';

/** Renders a client leaf with the Spanish messages of the namespaces it needs, as the pages do. */
export function renderWithMessages(ui: ReactNode, namespaces: (keyof typeof es)[]) {
  const messages = Object.fromEntries(namespaces.map((ns) => [ns, es[ns]]));
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}

export { es };
