import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from '@/components/profile/download-button.client';
import { filenameFromDisposition } from '@/components/profile/filename';
import { renderWithMessages } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('DownloadButton', () => {
  it('posts the talent id and gallery, shows the downloading state, then saves the named zip', async () => {
    let finish: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Ana Ríos - Polanco Models.zip');
    });
    renderWithMessages(<DownloadButton talentId={7} talentName="Ana Ríos" gallery="book" label="Download Book" />);
    fireEvent.click(screen.getByRole('button', { name: /Download Book/ }));
    expect(screen.getByRole('button', { name: /Downloading/ })).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/download', expect.objectContaining({ method: 'POST', body: '{"talentId":7,"gallery":"book"}' }));
    await act(async () => {
      finish(new Response('zip', { headers: { 'Content-Disposition': "attachment; filename=\"x.zip\"; filename*=UTF-8''Ana%20R%C3%ADos%20-%20Polanco%20Models.zip" } }));
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Download Book/ })).toHaveAttribute('data-state', 'idle');
  });

  it('says so when the download fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 503 }))));
    renderWithMessages(<DownloadButton talentId={7} talentName="Ana" gallery="compo" label="Download composite" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Download composite/ }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('The download failed');
  });
});

describe('filenameFromDisposition', () => {
  it('prefers filename* and falls back to filename', () => {
    expect(filenameFromDisposition('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(filenameFromDisposition("attachment; filename=\"x\"; filename*=UTF-8''J%C3%B3.zip")).toBe('Jó.zip');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
