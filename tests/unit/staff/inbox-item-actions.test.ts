import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirect } from 'next/navigation';
import { erase, setStatus } from '@/app/staff/inbox/[kind]/[id]/actions';
import { eraseInboxItems, setInboxStatuses } from '@/lib/api/staff';

// A submission's page sends its one id to the inbox's bulk routes (docs/staff-inbox.md): which answer the
// ids that still existed, so one deleted meanwhile is told from one changed.

vi.mock('@/lib/env', () => ({
  env: { SITE_URL: 'https://agency.test', ALLOWED_HOSTS: [], LOG_LEVEL: 'silent', LOG_FORMAT: 'json' },
}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ origin: 'https://agency.test' })),
}));
vi.mock('@/lib/staff/current', () => ({
  staffRequest: () => Promise.resolve({ session: 'token', t: (key: string) => `t:${key}` }),
}));
vi.mock('@/lib/api/staff', () => ({ setInboxStatuses: vi.fn(), eraseInboxItems: vi.fn() }));

const form = (fields: Record<string, string>) => {
  const sent = new FormData();
  for (const [name, value] of Object.entries(fields)) sent.set(name, value);
  return sent;
};

beforeEach(() => {
  vi.mocked(redirect).mockReset();
  vi.mocked(setInboxStatuses).mockReset();
  vi.mocked(eraseInboxItems).mockReset();
});

describe("a submission's page", () => {
  it('sets its status by its id, back to it; one deleted meanwhile is refused as gone', async () => {
    vi.mocked(setInboxStatuses).mockResolvedValue([7]);
    await setStatus(null, form({ kind: 'contact', id: '7', status: 'answered' }));
    expect(setInboxStatuses).toHaveBeenCalledWith('token', 'contact', [7], 'answered');
    expect(redirect).toHaveBeenCalledWith('/staff/inbox/contact/7?done=status');

    vi.mocked(setInboxStatuses).mockResolvedValue([]);
    expect(await setStatus(null, form({ kind: 'contact', id: '7', status: 'seen' }))).toEqual({
      refusal: 'gone',
      message: 't:forms.refused.gone',
    });
  });

  it('deletes it by its id once the box is ticked, to the inbox even when it was gone already', async () => {
    await erase(null, form({ kind: 'application', id: '4' }));
    expect(redirect).toHaveBeenCalledWith('/staff/inbox/application/4?done=confirm');
    expect(eraseInboxItems).not.toHaveBeenCalled();

    vi.mocked(eraseInboxItems).mockResolvedValue([]);
    await erase(null, form({ kind: 'application', id: '4', confirm: 'yes' }));
    expect(eraseInboxItems).toHaveBeenCalledWith('token', 'application', [4]);
    expect(redirect).toHaveBeenLastCalledWith('/staff?kind=application&done=erased');
  });
});
