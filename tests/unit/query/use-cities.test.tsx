// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCities } from '@/components/application/use-cities';
import { QueryProvider } from '@/components/layout/query-provider.client';

const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider>{children}</QueryProvider>;
const cities = (id: number, name: string) => Response.json({ data: { cities: [{ id, name }] } });

describe('useCities', () => {
  it('shows only the latest country’s cities and aborts the request for the country left', async () => {
    const signals: Record<string, AbortSignal> = {};
    let answerMexico: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        const country = new URL(url, 'http://site').searchParams.get('country')!;
        signals[country] = init!.signal!;
        return country === '1'
          ? new Promise<Response>((resolve) => (answerMexico = resolve))
          : Promise.resolve(cities(20, 'Bogotá'));
      }),
    );
    const { result } = renderHook(() => useCities('es'), { wrapper });
    expect(result.current).toMatchObject({ cities: [], status: 'idle' });
    act(() => result.current.load('1'));
    expect(result.current.status).toBe('loading');
    // The query client's code arrives first; then the request for the first country goes out.
    await waitFor(() => expect(signals['1']).toBeDefined());
    act(() => result.current.load('2'));
    await waitFor(() => expect(result.current.cities).toEqual([{ id: 20, name: 'Bogotá' }]));
    expect(signals['1']?.aborted).toBe(true);
    vi.useFakeTimers();
    answerMexico(cities(10, 'Guadalajara'));
    // Whatever the late answer sets off, on a timer or a promise, has run.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toMatchObject({ cities: [{ id: 20, name: 'Bogotá' }], status: 'idle' });
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ cities: [], status: 'idle' });
  });

  it('a country left before its request went out is never asked for', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(cities(20, 'Bogotá')));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCities('es'), { wrapper });
    act(() => {
      result.current.load('1');
      result.current.load('2');
    });
    await waitFor(() => expect(result.current.cities).toEqual([{ id: 20, name: 'Bogotá' }]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([expect.stringContaining('country=2'), expect.anything()]);
  });

  it('a country chosen again shows its cities from memory', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(cities(10, 'Guadalajara')));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCities('es'), { wrapper });
    act(() => result.current.load('1'));
    await waitFor(() => expect(result.current.cities).toHaveLength(1));
    act(() => result.current.clear());
    act(() => result.current.load('1'));
    expect(result.current.cities).toEqual([{ id: 10, name: 'Guadalajara' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asked again for the country it is loading, goes on with the same request', async () => {
    const signals: AbortSignal[] = [];
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      signals.push(init!.signal!);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCities('es'), { wrapper });
    act(() => result.current.load('1'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The form's script starting as the visitor chooses: the same country again, its request still out.
    act(() => result.current.load('1'));
    answer(cities(10, 'Guadalajara'));
    await waitFor(() => expect(result.current).toMatchObject({ cities: [{ id: 10 }], status: 'idle' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(false);
  });

  it('asks again for a country whose cities failed', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 404 })));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCities('es'), { wrapper });
    act(() => result.current.load('1'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.status).toBe('failed');
    act(() => result.current.load('1'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a 503 before saying the cities failed, but not a 404', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(new Response('{}', { status: url.includes('country=9') ? 404 : 503 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCities('es'), { wrapper });
    act(() => result.current.load('1'));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current.status).toBe('failed');
    act(() => result.current.load('9'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.status).toBe('failed');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
