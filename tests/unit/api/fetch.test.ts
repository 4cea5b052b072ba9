import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch, apiFetchResponse } from '@/lib/api/fetch';
import type { ApiRequest } from '@/lib/api/request';
import { apiFailure } from '../../support/api-failure';

const schema = z.object({ data: z.object({ id: z.number() }) });
const base: ApiRequest = { baseUrl: 'http://backend.test/panel', path: '/api/thing', timeoutMs: 1000 };

function mockFetch(impl: (url: string, init: RequestInit) => Response | Promise<Response>) {
  // async, so that an answer that throws reaches the caller as a rejection, as a real fetch's would
  const fn = vi.fn(async (url: string, init: RequestInit) => impl(url, init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('apiFetch', () => {
  it('sends the bearer token and query, and returns the parsed answer', async () => {
    const fetch = mockFetch(() => Response.json({ data: { id: 7, extra: true } }));
    const result = await apiFetch({ ...base, token: 'tok', query: { page: 2, skip: undefined } }, schema);
    expect(result).toEqual({ data: { id: 7 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://backend.test/panel/api/thing?page=2');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    expect(init.method).toBe('GET');
  });

  it('posts JSON bodies with their content type', async () => {
    const fetch = mockFetch(() => Response.json({ data: { id: 1 } }));
    await apiFetch({ ...base, method: 'POST', json: { a: 1 } }, schema);
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('gives up after the timeout with kind "timeout"', async () => {
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await apiFailure(apiFetch({ ...base, timeoutMs: 30 }, schema));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
  });

  it('also times out when the headers came but the body stalls', async () => {
    mockFetch((_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200 });
    });
    const error = await apiFailure(apiFetch({ ...base, timeoutMs: 30 }, schema));
    expect(error.kind).toBe('timeout');
  });

  it('reports an unreachable service with kind "network"', async () => {
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = await apiFailure(apiFetch(base, schema));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('reports a non-JSON answer with kind "parse"', async () => {
    mockFetch(() => new Response('<html>proxy error page</html>', { status: 200 }));
    const error = await apiFailure(apiFetch(base, schema));
    expect(error.kind).toBe('parse');
    expect(error.message).toContain('did not answer JSON');
  });

  it('reports an answer outside the schema with kind "parse" and where it differs', async () => {
    mockFetch(() => Response.json({ data: { id: 'seven' } }));
    const error = await apiFailure(apiFetch(base, schema));
    expect(error.kind).toBe('parse');
    expect(error.message).toContain('data.id');
  });

  it('turns a 400 into an http error with the field codes', async () => {
    mockFetch(() =>
      Response.json(
        { message: 'The given data was invalid.', errors: { email: ['invalid'] } },
        { status: 400 },
      ),
    );
    const error = await apiFailure(apiFetch(base, schema));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'The given data was invalid.' });
    expect(error.fieldErrors).toEqual({ email: ['invalid'] });
  });

  it('turns a 5xx without a JSON body into an http error with its status', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    const error = await apiFailure(apiFetch(base, schema));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.fieldErrors).toEqual({});
  });
});

describe('apiFetchResponse', () => {
  it('returns the answer with its body unread, and the timeout no longer applies to the body', async () => {
    let controllerSignal: AbortSignal | undefined;
    mockFetch((_url, init) => {
      controllerSignal = init.signal ?? undefined;
      return new Response('zip-bytes', { status: 200, headers: { 'content-type': 'application/zip' } });
    });
    vi.useFakeTimers();
    const response = await apiFetchResponse({ ...base, timeoutMs: 20 });
    // Past the timeout: a timer still running would abort the body now.
    await vi.advanceTimersByTimeAsync(40);
    expect(controllerSignal?.aborted).toBe(false);
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe('zip-bytes');
  });

  it('throws on an error status', async () => {
    mockFetch(() => Response.json({ message: 'Not found.' }, { status: 404 }));
    const error = await apiFailure(apiFetchResponse(base));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Not found.' });
  });
});
