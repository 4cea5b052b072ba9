// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { InboxFilters } from '@/components/staff/inbox-filters';
import { staffTranslator } from '@/lib/staff/locale';
import { servedHtml } from '../../support/served-html';

// The inbox's filters fold on a phone behind their button, where they took the first screen; they open by
// themselves while a status or a search narrows the list, so what narrows it is in view.

const t = staffTranslator('en');

const fold = (filter: Parameters<typeof InboxFilters>[0]['filter']) => {
  const served = servedHtml(<InboxFilters t={t} filter={filter} />);
  const details = served.querySelector('details')!;
  return { details, summary: details.querySelector(':scope > summary'), form: details.querySelector('form') };
};

describe('the inbox filters', () => {
  it('fold behind their button, with no script, when nothing narrows the list', () => {
    const { details, summary, form } = fold({ kind: 'application', page: 1 });
    expect(details.open).toBe(false);
    expect(summary).toHaveTextContent(t('inbox.filters'));
    expect(form).toHaveAttribute('role', 'search');
  });

  it('are open while a status or a search is chosen', () => {
    expect(fold({ kind: 'contact', status: 'answered', page: 1 }).details.open).toBe(true);
    expect(fold({ kind: 'application', q: 'Ana', page: 2 }).details.open).toBe(true);
  });
});
