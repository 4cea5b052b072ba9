import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en.json';

/** Renders a client leaf inside the provider with the real English messages it needs. */
export function renderWithMessages(ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale="en"
      messages={{ Common: en.Common, Roster: en.Roster, Profile: en.Profile, Home: en.Home, News: en.News }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}
