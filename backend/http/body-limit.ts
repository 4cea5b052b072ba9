import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

// How much of a refused body is still read and thrown away, so that the client, which is usually still
// sending, receives the 413 instead of a broken pipe, and the connection stays usable.
const DRAIN_CAP = 64 * 1024 * 1024;

async function drain(body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  if (!body) return true;
  const reader = body.getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    read += value.byteLength;
    if (read > DRAIN_CAP) {
      await reader.cancel();
      return false;
    }
  }
}

/** Refuses bodies over `maxSize` bytes with 413 JSON, by the declared length or while streaming. */
export function limitBody(maxSize: number): MiddlewareHandler {
  const streaming = bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      throw new HttpError(413, 'The request body is too large.');
    },
  });
  return async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > maxSize) {
      if (!(await drain(c.req.raw.body))) c.header('Connection', 'close');
      throw new HttpError(413, 'The request body is too large.');
    }
    return streaming(c, next);
  };
}
