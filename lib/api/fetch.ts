import 'server-only';
import type { z } from 'zod';
import { callTimer } from './budget';
import type { ApiRequest } from './request';
import { ApiError } from './errors';
import { recordCall } from './call-log';
import { errorBodySchema } from './schemas/common';
import { staleCode } from '@/lib/contract/record-version';
import { currentRequestId } from '@/lib/ops/request-context';

function buildUrl({ baseUrl, path, query }: ApiRequest): string {
  const url = new URL(`${baseUrl}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function buildInit(request: ApiRequest, signal: AbortSignal): RequestInit {
  const headers = new Headers({ Accept: 'application/json', ...request.headers });
  if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
  // The visitor's request this call is made for, so the back end's log line can be matched with the site's.
  const requestId = currentRequestId();
  if (requestId) headers.set('X-Request-Id', requestId);
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.json);
  }
  return { method: request.method ?? (body ? 'POST' : 'GET'), headers, body, signal };
}

/** A 429's `Retry-After` in whole seconds (the services send seconds, never a date), or undefined. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return response.status === 429 && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

async function errorFrom(response: Response, what: string): Promise<ApiError> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
  const body = parsed.success ? parsed.data : {};
  return new ApiError('http', response.status, body.message ?? `${what} answered ${response.status}`, {
    fieldErrors: body.errors,
    current: body.code === staleCode ? body.current : undefined,
    retryAfterSeconds: retryAfterOf(response),
  });
}

/**
 * Sends one request and returns the raw answer once its headers arrived, so a body can be streamed. The
 * timeout covers the wait for the headers only; error answers (status ≥ 400) throw `ApiError`.
 */
export async function apiFetchResponse(request: ApiRequest): Promise<Response> {
  return send(request, (response) => Promise.resolve(response));
}

/** Sends one request and parses its JSON answer with `schema`; the timeout covers the whole answer. */
export async function apiFetch<S extends z.ZodType>(request: ApiRequest, schema: S): Promise<z.output<S>> {
  const what = `${request.method ?? 'GET'} ${request.path}`;
  return send(request, async (response) => {
    let data: unknown;
    try {
      data = await response.json();
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw new ApiError('parse', response.status, `${what} did not answer JSON`, { cause });
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      const where = result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new ApiError(
        'parse',
        response.status,
        `${what} answered outside the contract (${where.join('; ')})`,
        {
          cause: result.error,
        },
      );
    }
    return result.data;
  });
}

/** Sends, then logs and counts the call, whatever its outcome. */
async function send<T>(request: ApiRequest, read: (response: Response) => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await sendTimed(request, read);
    recordCall(request, started, undefined);
    return result;
  } catch (error) {
    recordCall(request, started, error);
    throw error;
  }
}

/** The timer runs until `read` has finished: for a stream that is when the headers are in, for JSON the whole body. */
async function sendTimed<T>(request: ApiRequest, read: (response: Response) => Promise<T>): Promise<T> {
  const what = `${request.method ?? 'GET'} ${request.path}`;
  // Cut to what is left of the page's time (./budget.ts); nothing left: the call is not even sent.
  const { ms: timeoutMs, expired } = callTimer(request.timeoutMs);
  if (timeoutMs <= 0) throw new ApiError('timeout', 0, `${what} not sent: the page's back-end time is up`);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    expired();
    controller.abort();
  }, timeoutMs);
  // A failure while the answer streams in is a timeout if our timer fired, a network failure otherwise.
  const failure = (cause: unknown) =>
    timedOut
      ? new ApiError('timeout', 0, `${what} did not answer within ${timeoutMs} ms`, { cause })
      : new ApiError('network', 0, `${what} could not reach the service`, { cause });
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(request), buildInit(request, controller.signal));
    } catch (cause) {
      throw failure(cause);
    }
    if (!response.ok) throw await errorFrom(response, what);
    try {
      return await read(response);
    } catch (cause) {
      if (cause instanceof ApiError && !timedOut) throw cause;
      throw failure(cause);
    }
  } finally {
    clearTimeout(timer);
  }
}
