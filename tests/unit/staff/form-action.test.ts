import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { redirect } from 'next/navigation';
import { staffFormAction, staffRecordSave, staffSave } from '@/lib/staff/form-action';

// The staff area's Server Actions (lib/staff/form-action.ts): the checks in order, the backend's refusals
// as the form's or the editor's state (a stale one with who saved since), and the public data dropped only
// once a change went through.

const request = vi.hoisted((): { origin: string | null; session: string } => ({
  origin: 'https://agency.test',
  session: 'token',
}));
const revalidateTag = vi.hoisted(() => vi.fn());

vi.mock('@/lib/env', () => ({
  env: { SITE_URL: 'https://agency.test', ALLOWED_HOSTS: [], LOG_LEVEL: 'silent', LOG_FORMAT: 'json' },
}));
vi.mock('next/cache', () => ({ revalidateTag }));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers(request.origin ? { origin: request.origin } : {})),
}));
vi.mock('@/lib/staff/current', () => ({
  staffRequest: () =>
    Promise.resolve({ session: request.session || undefined, t: (key: string) => `t:${key}` }),
}));

const schema = z.object({ name: z.string().min(1), version: z.number().int() });
const current = { version: 4, updatedAt: '2026-12-07T17:05:00.000Z', updatedBy: 'Bea Staff' };
const http = (status: number, options: ConstructorParameters<typeof ApiError>[3] = {}) =>
  new ApiError('http', status, 'refused', options);

beforeEach(() => {
  request.origin = 'https://agency.test';
  request.session = 'token';
  revalidateTag.mockReset();
  vi.mocked(redirect).mockReset();
});

describe('staffRecordSave', () => {
  const work = vi.fn();
  const save = staffRecordSave({ schema, tags: ['talents'] }, work);
  beforeEach(() => work.mockReset());

  it('saves with the session and the bound id, drops the tags, and answers the next version', async () => {
    work.mockResolvedValue({ id: 5, version: 4 });
    expect(await save(5, { name: 'Ana', version: 3 })).toEqual({ outcome: 'saved', id: 5, version: 4 });
    expect(work).toHaveBeenCalledWith('token', 5, { name: 'Ana', version: 3 });
    expect(revalidateTag).toHaveBeenCalledWith('talents', { expire: 0 });
  });

  it('refuses another site, no session, an id of nothing and refused fields before any work', async () => {
    request.origin = 'https://elsewhere.test';
    expect(await save(5, { name: 'Ana', version: 3 })).toEqual({ outcome: 'origin' });
    request.origin = 'https://agency.test';
    request.session = '';
    expect(await save(5, { name: 'Ana', version: 3 })).toEqual({ outcome: 'session' });
    request.session = 'token';
    expect(await save(0, { name: 'Ana', version: 3 })).toEqual({ outcome: 'gone' });
    expect(await save(5, { name: '' })).toEqual({
      outcome: 'refused',
      errors: { name: ['invalid'], version: ['invalid'] },
    });
    expect(work).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers the backend’s refusals as states, and drops nothing', async () => {
    work.mockRejectedValueOnce(http(409, { current }));
    expect(await save(5, { name: 'Ana', version: 3 })).toEqual({ outcome: 'stale', current });
    work.mockRejectedValueOnce(http(403, { fieldErrors: { session: ['signed_out'] } }));
    expect(await save(5, { name: 'Ana', version: 3 })).toEqual({ outcome: 'session' });
    work.mockRejectedValueOnce(http(404));
    expect(await save(5, { name: 'Ana', version: 3 })).toEqual({ outcome: 'gone' });
    work.mockRejectedValueOnce(http(400, { fieldErrors: { tags: ['unknown'] } }));
    expect(await save(5, { name: 'Ana', version: 3 })).toEqual({
      outcome: 'refused',
      errors: { tags: ['unknown'] },
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('throws what the backend failed at, for the editor to say it failed', async () => {
    work.mockRejectedValueOnce(http(502));
    await expect(save(5, { name: 'Ana', version: 3 })).rejects.toThrow('refused');
  });
});

describe('staffSave', () => {
  it('saves what has no id, and says saved without one when the work answers nothing', async () => {
    const work = vi.fn().mockResolvedValue(undefined);
    const save = staffSave({ schema, tags: ['slides'] }, work);
    expect(await save({ name: 'Home', version: 1 })).toEqual({ outcome: 'saved' });
    expect(work).toHaveBeenCalledWith('token', { name: 'Home', version: 1 });
    expect(revalidateTag).toHaveBeenCalledWith('slides', { expire: 0 });
  });
});

describe('staffFormAction', () => {
  const work = vi.fn<(session: string, form: FormData) => Promise<string>>();
  const action = staffFormAction({ tags: (form) => (form.get('kind') === 'post' ? ['posts'] : []) }, work);
  const form = (kind: string) => {
    const sent = new FormData();
    sent.set('kind', kind);
    return sent;
  };
  beforeEach(() => work.mockReset());

  it('does the work with the session, drops the tags the form names, and goes on to the page', async () => {
    work.mockResolvedValue('/staff/news/3?done=published');
    await action(null, form('post'));
    expect(work).toHaveBeenCalledWith('token', expect.any(FormData));
    expect(revalidateTag).toHaveBeenCalledWith('posts', { expire: 0 });
    expect(redirect).toHaveBeenCalledWith('/staff/news/3?done=published');
  });

  it('refuses another site and no session before any work, in the member’s words', async () => {
    request.origin = null;
    expect(await action(null, form('post'))).toEqual({
      refusal: 'origin',
      message: 't:forms.refused.origin',
    });
    request.origin = 'https://agency.test';
    request.session = '';
    expect(await action(null, form('post'))).toEqual({
      refusal: 'session',
      message: 't:forms.session.actionEnded',
      signIn: 't:forms.session.signIn',
    });
    expect(work).not.toHaveBeenCalled();
  });

  it('answers the backend’s refusals and its own as states, dropping nothing, and throws a fault', async () => {
    work.mockRejectedValueOnce(http(403));
    expect(await action(null, form('post'))).toMatchObject({ refusal: 'role' });
    work.mockResolvedValueOnce('gone');
    expect(await action(null, form('post'))).toMatchObject({ refusal: 'gone' });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    work.mockRejectedValueOnce(http(502));
    await expect(action(null, form('post'))).rejects.toThrow('refused');
  });
});
